// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';

afterEach(cleanup);

function Filter({ onChange, locale }: { onChange: (day: string) => void; locale: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="from">Start Date</label>
      <DateInput
        id="from"
        label="Start Date"
        locale={locale}
        value={value}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
      <button onClick={() => setValue('2026-11-05')}>Set</button>
      <button onClick={() => setValue('')}>Clear</button>
    </>
  );
}

describe('DateInput', () => {
  it('reads dd/mm/yyyy for an Indian seller and hands on the ISO day', () => {
    const onChange = vi.fn();
    render(<Filter onChange={onChange} locale="en-IN" />);
    const field = screen.getByLabelText('Start Date');
    expect(field.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    fireEvent.change(field, { target: { value: '05/11/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05');
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says what it could not read, once the seller leaves the field', () => {
    const onChange = vi.fn();
    render(<Filter onChange={onChange} locale="en-IN" />);
    const field = screen.getByLabelText('Start Date');
    fireEvent.change(field, { target: { value: '31/02/2026' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('Enter the date as dd/mm/yyyy')).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByText('Enter the date as dd/mm/yyyy')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a value set from outside in the locale, and empties with it', () => {
    render(<Filter onChange={() => undefined} locale="en-US" />);
    const field = screen.getByLabelText('Start Date') as HTMLInputElement;
    fireEvent.click(screen.getByText('Set'));
    expect(field.value).toBe('11/05/2026');
    fireEvent.click(screen.getByText('Clear'));
    expect(field.value).toBe('');
  });
});
