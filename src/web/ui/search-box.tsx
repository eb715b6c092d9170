import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { isSearchable } from "@core/search-text";
import { Button } from "./button";
import { Input } from "./input";
import { searchTextAfterUrl } from "./search-text-follow";

type Props = {
  id: string;
  value: string;
  /** `typed`: the box searched by itself as the person paused typing (the URL can replace its entry). */
  onSearch: (q: string, how?: "typed") => void;
  copy: { label: string; placeholder: string; submit: string; clear: string };
  /** Search as the person types, this long after their last key; Enter and the button still search at once. */
  debounceMs?: number;
};

/** A list's search: submitted with Enter or the button (or as one types, `debounceMs`); the query lives in the URL (useUrlState). */
export function SearchBox({ id, value, onSearch, copy, debounceMs }: Props) {
  const [text, setText] = useState(value);
  // The query this box last searched, until the URL shows it: letters typed meanwhile must not be
  // replaced by it (on a busy machine they were, and the list stayed on the shorter query).
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    const own = sent.current === value;
    sent.current = undefined;
    setText((current) => searchTextAfterUrl(current, value, own));
  }, [value]);
  // The latest handler, so a render (the list's answer arriving) does not restart the wait.
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    // One or two letters are not searched as typed (the server refuses them); Enter still asks, and says why.
    if (debounceMs === undefined || text.trim() === value || !isSearchable(text)) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      search.current(text, "typed");
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, debounceMs]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sent.current = text.trim();
    onSearch(text);
  };
  return (
    <search className="w-full lg:max-w-sm">
      <form onSubmit={submit} className="flex w-full gap-2">
        <div className="relative flex-1">
          <label htmlFor={id} className="sr-only">
            {copy.label}
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={copy.placeholder} className="pl-9" />
        </div>
        <Button type="submit" variant="outline">
          {copy.submit}
        </Button>
        {value && (
          <Button type="button" variant="ghost" size="icon" aria-label={copy.clear} onClick={() => onSearch("")}>
            <X aria-hidden="true" />
          </Button>
        )}
      </form>
    </search>
  );
}
