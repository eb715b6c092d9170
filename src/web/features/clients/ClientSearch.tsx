import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@web/ui/button";
import { Input } from "@web/ui/input";
import type { ClientsCopy } from "./copy";

/** Name or email; submitted with Enter or the button; the query lives in the URL. */
export function ClientSearch({ value, onSearch, copy }: { value: string; onSearch: (q: string) => void; copy: ClientsCopy }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };
  return (
    <search className="w-full lg:max-w-sm">
      <form onSubmit={submit} className="flex w-full gap-2">
        <div className="relative flex-1">
          <label htmlFor="client-search" className="sr-only">
            {copy.search.label}
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="client-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={copy.search.placeholder} className="pl-9" />
        </div>
        <Button type="submit" variant="outline">
          {copy.search.submit}
        </Button>
        {value && (
          <Button type="button" variant="ghost" size="icon" aria-label={copy.search.clear} onClick={() => onSearch("")}>
            <X aria-hidden="true" />
          </Button>
        )}
      </form>
    </search>
  );
}
