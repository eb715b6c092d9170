import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "./button";
import { Input } from "./input";

type Props = {
  id: string;
  value: string;
  onSearch: (q: string) => void;
  copy: { label: string; placeholder: string; submit: string; clear: string };
};

/** A list's search: submitted with Enter or the button; the query lives in the URL (useUrlState). */
export function SearchBox({ id, value, onSearch, copy }: Props) {
  const [text, setText] = useState(value);
  // Back / a shared link change the URL: the box follows.
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
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
