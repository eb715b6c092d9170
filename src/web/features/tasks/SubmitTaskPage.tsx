import { messageText } from "@core/i18n/messages/message";
import { DEFAULT_URGENCY, TASK_MESSAGES, URGENCIES } from "@core/tasks-constants";
import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { DocumentDropzone, dropzoneCopy } from "@web/components/DocumentDropzone";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { isApiError } from "@web/lib/api";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { uploadDocumentFile } from "@web/lib/documents";
import type { UploadProgress } from "@web/lib/upload";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Card, CardContent } from "@web/ui/card";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { createTask, TASKS_QUERY_KEY } from "./api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { tasksCatalogue } from "./catalogue";
import type { SubmitTaskInput, SubmitTaskOutput } from "./submit-validation";
import { useReason } from "@web/i18n/use-translate";
import { SubmitButton } from "@web/ui/form-dialog-submit";

type FormInput = SubmitTaskInput;
type FormOutput = SubmitTaskOutput;
type Phase = "idle" | "uploading" | "submitting";

/** zod and the task schema come when the form is first touched (or checked), not with the page. */
const resolver = lazyResolver<FormInput, FormOutput>(async () => (await import("./submit-validation")).submitTaskResolver);

const EMPTY: FormInput = { title: "", description: "", urgency: DEFAULT_URGENCY };

/** /dashboard/upload: 'New Task Request' — title, description, urgency and an optional document. */
export function SubmitTaskPage() {
  const reason = useReason();
  const t = useCatalogue(tasksCatalogue);
  useDocumentTitle(t("submit.title"));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // A file already stored is not sent again when only the task creation is retried.
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const busy = phase !== "idle";

  const say = (message: string | undefined) => (message === messageText(TASK_MESSAGES.titleRequired) ? t("messages.titleRequired") : message);

  const fail = (err: unknown) => {
    setPhase("idle");
    setProgress(null);
    if (isApiError(err) && err.status === 401) toast.error(t("messages.mustSignIn"));
    else toast.error(t("messages.submitFailed", { message: reason(err) }));
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    const message = invalid.title?.message ?? invalid.description?.message ?? invalid.urgency?.message;
    if (message) toast.error(say(message));
  };

  const onValid = async (values: FormOutput) => {
    const documentIds: string[] = [];
    if (file) {
      let id = uploaded.current?.file === file ? uploaded.current.id : undefined;
      if (!id) {
        setPhase("uploading");
        setProgress({ loaded: 0, total: file.size });
        try {
          id = (await uploadDocumentFile(file, setProgress)).id;
        } catch (err) {
          return fail(err);
        }
        uploaded.current = { file, id };
      }
      documentIds.push(id);
    }
    setPhase("submitting");
    let taskId: string;
    try {
      taskId = (await createTask({ ...values, documentIds })).id;
    } catch (err) {
      return fail(err);
    }
    toast.success(t("messages.submitted"));
    void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
    // The member lands on the new task: the list with its details open.
    navigate(`/dashboard/tasks?task=${encodeURIComponent(taskId)}`);
  };

  return (
    <div className="grid gap-6">
      <DashboardPageHeader title={t("submit.title")} description={t("submit.lead")} />
      <Card className="max-w-3xl">
        <CardContent>
          <form noValidate onFocus={resolver.prefetch} onPointerDown={resolver.prefetch} onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5" aria-busy={busy}>
            <fieldset disabled={busy} className="grid gap-5">
              <FormField id="task-title" label={t("submit.taskTitle")} error={say(errors.title?.message)}>
                <Input
                  placeholder={t("submit.titlePlaceholder")}
                  aria-required="true"
                  {...fieldA11y("task-title", say(errors.title?.message))}
                  {...form.register("title")}
                />
              </FormField>
              <FormField
                id="task-description"
                label={
                  <>
                    {t("submit.description")} <span className="font-normal text-muted-foreground">({t("submit.optional")})</span>
                  </>
                }
                error={errors.description?.message}
              >
                <Textarea
                  rows={5}
                  placeholder={t("submit.descriptionPlaceholder")}
                  {...fieldA11y("task-description", errors.description?.message)}
                  {...form.register("description")}
                />
              </FormField>
              <FormField id="task-urgency" label={t("submit.urgency")} className="sm:max-w-xs">
                <NativeSelect id="task-urgency" {...form.register("urgency")}>
                  <SelectOptions values={URGENCIES} label={(u) => t(`urgency.${u}`)} />
                </NativeSelect>
              </FormField>
              <div className="grid gap-2">
                <Label htmlFor="task-document">
                  {t("submit.document")} <span className="font-normal text-muted-foreground">({t("submit.optional")})</span>
                </Label>
                <DocumentDropzone id="task-document" file={file} onFile={setFile} disabled={busy} copy={dropzoneCopy(t)} />
              </div>
            </fieldset>

            {progress && (
              <UploadProgressBar
                id="task-upload-progress"
                progress={progress}
                label={phase === "uploading" ? t("submit.uploading") : t("submit.progress")}
                sent={(sent, total) => t("submit.sent", { sent, total })}
              />
            )}

            <SubmitButton size="lg" pending={busy} className="sm:justify-self-start" icon={<Send aria-hidden="true" />} pendingLabel={t("submit.submitting")}>
              {t("submit.submit")}
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
