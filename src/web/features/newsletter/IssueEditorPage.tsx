import type { Issue, IssueInput } from "@core/newsletter";
import { ArrowLeft, FlaskConical, Save, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { useTranslate } from "@web/i18n/use-translate";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { isApiError } from "@web/lib/api";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/ui/card";
import { FormDialog } from "@web/ui/form-dialog";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Textarea } from "@web/ui/textarea";
import { toast } from "@web/ui/toast";
import { type NewsletterTranslate, newsletterCatalogue } from "./catalogue";
import { useIssue, useIssuePreview, useSaveIssue, useSendIssue, useSendTest } from "./issues-api";
import type { Locale } from "@core/locale";
import { IconButtonLink } from "@web/components/IconButtonLink";

const EMPTY: IssueInput = { subjectEn: "", bodyEn: "", subjectBg: "", bodyBg: "" };
const textOf = (issue: Issue | undefined): IssueInput =>
  issue ? { subjectEn: issue.subjectEn, bodyEn: issue.bodyEn, subjectBg: issue.subjectBg, bodyBg: issue.bodyBg } : EMPTY;

/** /dashboard/newsletter/issues/:issueId ("new" for a new one): write, preview, test, send, and watch the send. */
export function IssueEditorPage() {
  const t = useCatalogue(newsletterCatalogue);
  const translate = useTranslate();
  const { issueId = "new" } = useParams();
  const issue = useIssue(issueId);
  return (
    <DashboardScreen
      title={issueId === "new" ? t("issues.editor.newTitle") : t("issues.editor.title")}
      description={t("issues.editor.lead")}
      actions={
        <IconButtonLink to="/dashboard/newsletter" icon={ArrowLeft} variant="outline">
          {t("issues.editor.back")}
        </IconButtonLink>
      }
    >
      {issue.isError ? (
        <p role="alert">{t("issues.editor.loadFailed", { message: translate(issue.error.message) })}</p>
      ) : issueId !== "new" && !issue.data ? (
        <p>{t("issues.loading")}</p>
      ) : (
        // Keyed by the saved text's time: a save or a reload starts the form from the stored text.
        <IssueEditor key={issue.data?.updatedAt ?? "new"} id={issueId} issue={issue.data} t={t} />
      )}
    </DashboardScreen>
  );
}

function IssueEditor({ id, issue, t }: { id: string; issue: Issue | undefined; t: NewsletterTranslate }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState<IssueInput>(() => textOf(issue));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveIssue(id);
  const sendTest = useSendTest(id);
  const readOnly = issue !== undefined && issue.status !== "draft";
  const unsaved = JSON.stringify(text) !== JSON.stringify(textOf(issue));

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const saved = (await save.mutateAsync(text)) as Issue;
      toast.success(t("issues.editor.saved"));
      if (id === "new") navigate(`/dashboard/newsletter/issues/${saved.id}`, { replace: true });
    } catch (err) {
      if (isApiError(err) && err.fields) setErrors(err.fields);
      toast.error(t("issues.editor.saveFailed", { message: translate(err instanceof Error ? err.message : String(err)) }));
    }
  };

  const field = (name: keyof IssueInput, label: string, multiline: boolean) => {
    const fieldId = `issue-${name}`;
    const props = {
      value: text[name],
      disabled: readOnly,
      onChange: (e: { target: { value: string } }) => setText((v) => ({ ...v, [name]: e.target.value })),
      ...fieldA11y(fieldId, errors[name]),
    };
    return (
      <FormField id={fieldId} label={label} error={errors[name]}>
        {multiline ? <Textarea rows={10} {...props} /> : <Input {...props} />}
      </FormField>
    );
  };

  return (
    <div className="grid gap-6">
      {readOnly && issue ? <IssueProgressCard issue={issue} t={t} /> : null}
      <form onSubmit={onSave} className="grid gap-6 lg:grid-cols-2">
        {(["en", "bg"] as const).map((lang) => {
          const L = lang === "en" ? "En" : "Bg";
          return (
            <fieldset key={lang} className="grid gap-4 rounded-xl border p-4">
              <legend className="px-1 font-semibold">{lang === "en" ? t("issues.editor.english") : t("issues.editor.bulgarian")}</legend>
              {field(`subject${L}`, t("issues.editor.subject"), false)}
              {field(`body${L}`, t("issues.editor.body"), true)}
            </fieldset>
          );
        })}
        {readOnly ? (
          <p className="text-sm text-muted-foreground lg:col-span-2">{t("issues.editor.readOnly")}</p>
        ) : (
          <div className="flex flex-wrap gap-2 lg:col-span-2">
            <Button type="submit" disabled={save.isPending || !unsaved}>
              <Save aria-hidden="true" />
              {t("issues.editor.save")}
            </Button>
            {id !== "new" ? (
              <>
                <Button
                  type="button"
                  variant="outline"
                  disabled={unsaved || sendTest.isPending}
                  onClick={() =>
                    sendTest.mutateAsync(undefined).then(
                      () => toast.success(t("issues.editor.testSent")),
                      (err: unknown) => toast.error(t("issues.editor.testFailed", { message: translate(err instanceof Error ? err.message : String(err)) })),
                    )
                  }
                >
                  <FlaskConical aria-hidden="true" />
                  {t("issues.editor.test")}
                </Button>
                {issue ? <SendButton issue={issue} disabled={unsaved} t={t} /> : null}
              </>
            ) : null}
            {unsaved && id !== "new" ? <p className="basis-full text-sm text-muted-foreground">{t("issues.editor.unsaved")}</p> : null}
          </div>
        )}
      </form>
      {id !== "new" && issue ? <IssuePreviewCard issue={issue} t={t} /> : <p className="text-sm text-muted-foreground">{t("issues.editor.previewEmpty")}</p>}
    </div>
  );
}

/** Send asks first, naming how many confirmed subscribers will get it. */
function SendButton({ issue, disabled, t }: { issue: Issue; disabled: boolean; t: NewsletterTranslate }) {
  const translate = useTranslate();
  const send = useSendIssue(issue.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" disabled={disabled} onClick={() => setOpen(true)}>
        <Send aria-hidden="true" />
        {t("issues.editor.send")}
      </Button>
      {open ? (
        <FormDialog
          open
          onOpenChange={setOpen}
          role="alertdialog"
          copy={{
            title: t("issues.editor.confirmTitle"),
            lead: t("issues.editor.confirmLead", { count: issue.progress.recipients }),
            cancel: t("issues.editor.confirmCancel"),
            submit: t("issues.editor.confirmSend"),
          }}
          submitIcon={<Send aria-hidden="true" />}
          onSubmit={async () => {
            await send.mutateAsync(undefined);
            toast.success(t("issues.editor.started"));
            return undefined;
          }}
          failure={(err) => ({ toast: t("issues.editor.sendFailed", { message: translate(err instanceof Error ? err.message : String(err)) }) })}
        >
          {() => null}
        </FormDialog>
      ) : null}
    </>
  );
}

const PROGRESS_KEYS = ["recipients", "queued", "sent", "failed", "unsubscribed", "remaining"] as const;

/** The send's figures, asked again every few seconds while it is sending. */
export function IssueProgressCard({ issue, t }: { issue: Issue; t: NewsletterTranslate }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {t("issues.editor.progress.title")}: {t(`issues.statuses.${issue.status}`)}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-live="polite">
          {PROGRESS_KEYS.map((key) => (
            <div key={key} className="rounded-lg bg-muted/60 p-3">
              <dt className="text-sm text-muted-foreground">{t(`issues.editor.progress.${key}`)}</dt>
              <dd className="text-2xl font-semibold" data-testid={`progress-${key}`}>
                {issue.progress[key]}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The saved issue as a subscriber of each language gets it, in a sandboxed frame (no scripts, no navigation). */
function IssuePreviewCard({ issue, t }: { issue: Issue; t: NewsletterTranslate }) {
  const [lang, setLang] = useState<Locale>(issue.bodyEn ? "en" : "bg");
  const preview = useIssuePreview(issue.id, lang, issue.updatedAt);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("issues.editor.preview")}</CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t("issues.editor.previewAs")}</span>
          {(["en", "bg"] as const).map((l) => (
            <Button key={l} type="button" size="sm" variant={l === lang ? "default" : "outline"} aria-pressed={l === lang} onClick={() => setLang(l)}>
              {l === "en" ? t("issues.editor.english") : t("issues.editor.bulgarian")}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {preview.data ? (
          <>
            <p className="mb-2 font-semibold" data-testid="preview-subject">
              {preview.data.subject}
            </p>
            <iframe title={t("issues.editor.previewFrame")} sandbox="" srcDoc={preview.data.html} className="h-[32rem] w-full rounded-lg border bg-white" />
          </>
        ) : (
          <p>{t("issues.loading")}</p>
        )}
      </CardContent>
    </Card>
  );
}
