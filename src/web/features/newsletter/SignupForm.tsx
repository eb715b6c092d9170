import { msg } from "@core/i18n/messages/message";
import "@web/lib/zod-config";
import { newsletterSignupSchema } from "@core/newsletter";
import { zodResolver } from "@web/lib/zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import type { z } from "zod";
import { useI18n } from "@web/i18n/I18nProvider";
import { useTranslate } from "@web/i18n/use-translate";
import { isApiError, saidOf } from "@web/lib/api";
import { withQueryScope } from "@web/lib/query-scope";
import { type FormHandOver, useHandOver } from "@web/ui/lazy-form";
import { useNewsletterSignup } from "./api";
import { SignupFormView } from "./SignupFormView";

type SignupInput = z.input<typeof newsletterSignupSchema>;
type SignupOutput = z.output<typeof newsletterSignupSchema>;

/**
 * Home page email sign-up: double opt-in, so the answer is always "check your inbox". Loaded
 * when the visitor reaches for the form (NewsletterSignup), taking over what they typed.
 */
export const SignupForm = withQueryScope(function SignupForm({ handOver }: { handOver?: FormHandOver }) {
  const { locale } = useI18n();
  const translate = useTranslate();
  const signup = useNewsletterSignup();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<SignupInput, unknown, SignupOutput>({
    resolver: zodResolver(newsletterSignupSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setDone(null);
    try {
      const answer = await signup.mutateAsync({ email, language: locale });
      // Said once, under the field the visitor just used.
      setDone(saidOf(answer));
      form.reset();
    } catch (err) {
      toast.error(isApiError(err) ? err.message : msg("web.somethingWentWrong"));
    }
  });
  const formRef = useHandOver(handOver, {
    setValue: (name, value) => form.setValue(name as "email", value),
    submit: () => void onSubmit(),
  });

  return (
    <SignupFormView form={{ ref: formRef, onSubmit }} email={form.register("email")} error={error} submitting={form.formState.isSubmitting} done={translate(done)} />
  );
});
