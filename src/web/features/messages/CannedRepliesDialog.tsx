import { saidOf } from "@web/lib/api";
import { textsOf } from "@core/i18n/catalogue";
import { MessageSquareText, Trash2 } from "lucide-react";
import { Button } from "@web/ui/button";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, TextareaField } from "@web/ui/form-dialog-fields";
import { toast } from "@web/ui/toast";
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from "./canned-api";
import type { MessagesTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

/** The operator's canned replies: the saved ones (each deletable) and a new one (title, English and/or Bulgarian text). */
export function CannedRepliesDialog({ t }: { t: MessagesTranslate }) {
  const reason = useReason();
  const list = useCannedReplies();
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const items = list.data?.items ?? [];

  return (
    <FormDialog
      schema={() => import("@core/canned-replies").then((m) => m.cannedReplyInputSchema)}
      defaultValues={{ title: "", textEn: "", textBg: "" }}
      trigger={<TriggerButton variant="outline" icon={MessageSquareText}>{t("canned.button")}</TriggerButton>}
      copy={{ ...textsOf(t, "canned", ["title", "lead", "cancel"]), submit: t("canned.save") }}
      width="xl"
      onSubmit={async (values) => {
        const res = await save.mutateAsync(values);
        toast.success(saidOf(res));
      }}
      failure={(err) => ({ toast: t("canned.failed", { message: reason(err) }) })}
    >
      {(fields) => (
        <>
          <section aria-labelledby="canned-saved" className="grid gap-2">
            <h3 id="canned-saved" className="text-sm font-semibold">
              {t("canned.saved")}
            </h3>
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("canned.none")}</p>
            ) : (
              <ul className="grid gap-1">
                {items.map((r) => (
                  <li key={r.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm">
                    <span className="min-w-0 wrap-anywhere">{r.title}</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t("canned.delete", { title: r.title })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(r.id, { onSuccess: () => toast.success(t("canned.deleted")), onError: (err) => toast.error(err.message) })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <InputField fields={fields} id="canned-title" name="title" label={t("canned.replyTitle")} aria-required="true" maxLength={80} />
          <TextareaField fields={fields} id="canned-en" name="textEn" label={t("canned.textEn")} rows={3} />
          <TextareaField fields={fields} id="canned-bg" name="textBg" label={t("canned.textBg")} rows={3} lang="bg" />
        </>
      )}
    </FormDialog>
  );
}
