import { DOCUMENT_STATUSES } from "@core/documents-constants";
import { UPLOAD_EXTENSIONS } from "@core/upload";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@web/ui/button";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import { ClientPicker } from "@web/components/ClientPicker";
import type { DocumentsCopy } from "./copy";
import type { DocumentFilter } from "./use-document-params";

type Props = { id: string; value: DocumentFilter; onApply: (f: DocumentFilter) => void; copy: DocumentsCopy };

/** Client, type, status and upload-date range; applied to the URL with Apply. */
export function DocumentFilters({ id, value, onApply, copy }: Props) {
  const [draft, setDraft] = useState<DocumentFilter>(value);
  useEffect(() => setDraft(value), [value]);
  const f = copy.filter;
  const field = (key: keyof DocumentFilter) => ({
    value: draft[key] ?? "",
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value || undefined })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form id={id} onSubmit={submit} aria-label={f.title} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3">
      <ClientPicker
        id="filter-client"
        label={f.client}
        searchLabel={copy.upload.clientSearch}
        searchPlaceholder={copy.upload.clientSearchPlaceholder}
        placeholder={f.anyClient}
        noneFound={copy.upload.noClients}
        value={draft.clientId ?? ""}
        onChange={(clientId) => setDraft((d) => ({ ...d, clientId: clientId || undefined }))}
      />
      <div className="grid content-start gap-2">
        <Label htmlFor="filter-type">{f.type}</Label>
        <NativeSelect id="filter-type" {...field("type")}>
          <option value="">{f.anyType}</option>
          {UPLOAD_EXTENSIONS.map((ext) => (
            <option key={ext} value={ext}>
              {ext.toUpperCase()}
            </option>
          ))}
        </NativeSelect>
        <Label htmlFor="filter-status" className="mt-2">
          {f.status}
        </Label>
        <NativeSelect id="filter-status" {...field("status")}>
          <option value="">{f.anyStatus}</option>
          {DOCUMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {copy.status[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="filter-from">{f.from}</Label>
        <Input id="filter-from" type="date" {...field("from")} />
        <Label htmlFor="filter-to" className="mt-2">
          {f.to}
        </Label>
        <Input id="filter-to" type="date" {...field("to")} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{f.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {f.clear}
        </Button>
      </div>
    </form>
  );
}
