import { CalendarDays } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { datePattern, formatLocalDate, parseLocalDate } from '@/lib/local-date';
import { inputClass } from './input';

interface DateInputProps {
  id: string;
  /** The ISO day ('2026-11-05'), or '' for none. */
  value: string;
  onChange: (isoDay: string) => void;
  /** The field's name, for the calendar button's label ('Start Date'). */
  label: string;
  min?: string;
  max?: string;
  invalid?: boolean;
  /** Defaults to the browser's language. */
  locale?: string;
}

/**
 * A day typed the way the browser's locale writes it (dd/mm/yyyy for an Indian seller, whatever the
 * browser's own date fields show), or picked from the browser's calendar. Tells what it could not read.
 */
export function DateInput({ id, value, onChange, label, min, max, invalid, locale }: DateInputProps) {
  const pattern = useMemo(() => datePattern(locale ?? navigator.language), [locale]);
  const [text, setText] = useState(() => formatLocalDate(value, pattern));
  const [unreadable, setUnreadable] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (Clear Filters, the calendar) is shown in the locale's way; while typing,
  // `text` runs ahead of the value and is left alone.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (!value || parseLocalDate(text, pattern) !== value) {
      setText(formatLocalDate(value, pattern));
      setUnreadable(false);
    }
  }

  const typed = (next: string) => {
    setText(next);
    setUnreadable(false);
    const day = parseLocalDate(next, pattern);
    if (!next.trim()) onChange('');
    else if (day) onChange(day);
  };
  const errorId = `${id}-unreadable`;
  return (
    <div>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern.placeholder}
          value={text}
          onChange={(e) => typed(e.target.value)}
          onBlur={() => setUnreadable(Boolean(text.trim()) && !parseLocalDate(text, pattern))}
          aria-invalid={invalid || unreadable}
          aria-describedby={unreadable ? errorId : undefined}
          className={cn(inputClass, 'h-10 px-2 pr-9 sm:px-3 sm:pr-9')}
        />
        <button
          type="button"
          aria-label={`Choose ${label} from a calendar`}
          onClick={() => picker.current?.showPicker?.()}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-100 focus-visible:outline-none"
        >
          <CalendarDays className="h-4 w-4" aria-hidden />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden
          value={value}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
          className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
        />
      </div>
      {unreadable && (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          Enter the date as {pattern.placeholder}
        </p>
      )}
    </div>
  );
}
