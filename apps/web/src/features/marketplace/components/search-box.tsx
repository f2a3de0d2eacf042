import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Typing waits this long before the URL (and the search) follows, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;

type SearchBoxProps = { value: string; onSearch: (value: string) => void };

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // Back, Clear Filters or a link can change the URL under the box; it then shows the URL's value.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative flex-1">
      <Search
        size={18}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={input}
        type="search"
        name="q"
        aria-label="Search automations"
        placeholder="Search automations..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-11 w-full rounded-lg border bg-surface pr-10 pl-10 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onSearch('');
            // The button goes away with the text; without this, focus would fall back to the page.
            input.current?.focus();
          }}
          className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
