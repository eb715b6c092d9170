import { useRef } from "react";
import { deferred } from "@web/ui/deferred";
import { useLazyForm } from "@web/ui/lazy-form";
import { SignupFormView } from "./SignupFormView";

const signupForm = deferred(() => import("./SignupForm"));

/** The home page's sign-up: drawn at once, its code (validation, the request) fetched when used. */
export function NewsletterSignup() {
  const formRef = useRef<HTMLFormElement>(null);
  const { loaded, handOver, placeholder } = useLazyForm(signupForm, formRef);
  if (loaded) return <loaded.SignupForm handOver={handOver} />;
  return <SignupFormView form={placeholder} email={{ name: "email" }} />;
}
