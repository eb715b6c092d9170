import { fillCannedReply } from "@core/canned-reply-text";
import { Label } from "@web/ui/label";
import { ChooseSelect } from "@web/ui/native-select";
import { useCannedReplies } from "./canned-api";
import type { MessagesTranslate } from "./catalogue";
import { LOCALES } from "@core/locale";

/**
 * In the operator's reply: a saved reply in English or Bulgarian, its {name} filled with the
 * client's, goes into the message box (after what is there). Nothing shows without saved replies.
 */
export function CannedReplyPicker({ id, clientName, t, onInsert }: { id: string; clientName: string; t: MessagesTranslate; onInsert: (text: string) => void }) {
  const list = useCannedReplies();
  const options = (list.data?.items ?? []).flatMap((r) =>
    LOCALES.filter((lang) => (lang === "en" ? r.textEn : r.textBg) !== "").map((lang) => ({
      value: `${r.id}:${lang}`,
      label: `${r.title} (${t(`canned.inLanguage.${lang}`)})`,
      text: lang === "en" ? r.textEn : r.textBg,
    })),
  );
  if (options.length === 0) return null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("canned.insert")}</Label>
      <ChooseSelect id={id} placeholder={t("canned.choose")} options={options} onChoose={(chosen) => onInsert(fillCannedReply(chosen.text, clientName))} />
    </div>
  );
}
