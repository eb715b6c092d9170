import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@web/ui/button";
import { Input } from "@web/ui/input";
import type { TasksCopy } from "./copy";

/** The admin's search box: submitted with Enter or the button; the query lives in the URL. */
export function TaskSearch({ value, onSearch, copy }: { value: string; onSearch: (q: string) => void; copy: TasksCopy }) {
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
        <label htmlFor="task-search" className="sr-only">
          {copy.list.search}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="task-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={copy.list.searchPlaceholder}
          className="pl-9"
        />
      </div>
      <Button type="submit" variant="outline">
        {copy.list.searchButton}
      </Button>
      {value && (
        <Button type="button" variant="ghost" size="icon" aria-label={copy.list.clearSearch} onClick={() => onSearch("")}>
          <X aria-hidden="true" />
        </Button>
      )}
    </form>
    </search>
  );
}
