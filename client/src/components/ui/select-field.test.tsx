// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const sizes = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
];

afterEach(cleanup);

describe('SelectField', () => {
  it('in a form read on submit: starts on the first choice, or on an empty one for an optional field', () => {
    render(
      <form>
        <SelectField label="Size" name="size" options={sizes} />
        <SelectField label="Colour" name="colour" options={sizes} emptyLabel="Any colour" />
      </form>,
    );
    expect((screen.getByLabelText('Size') as HTMLSelectElement).value).toBe('small');
    const colour = screen.getByLabelText('Colour') as HTMLSelectElement;
    expect(colour.value).toBe('');
    expect(colour.options[0]?.text).toBe('Any colour');
    expect(colour.name).toBe('colour');
  });

  it('held in state: shows its value and reports a change', () => {
    const onValueChange = vi.fn();
    render(<SelectField label="Size" options={sizes} value="large" onValueChange={onValueChange} />);
    const select = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(select.value).toBe('large');
    fireEvent.change(select, { target: { value: 'small' } });
    expect(onValueChange).toHaveBeenCalledWith('small', select);
  });

  it('shows an error in place of its hint, tied to the field for screen readers', () => {
    const { rerender } = render(<SelectField label="Size" options={sizes} hint="Pick one" />);
    const select = screen.getByLabelText('Size');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Pick one');
    rerender(<SelectField label="Size" options={sizes} hint="Pick one" error="Not in stock" />);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Not in stock',
    );
    expect(screen.queryByText('Pick one')).toBeNull();
  });
});
