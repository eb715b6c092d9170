import { useRef } from "react";
import { deferred } from "@web/ui/deferred";
import { useLazyForm } from "@web/ui/lazy-form";
import { ContactFormView } from "./ContactFormView";

const contactForm = deferred(() => import("./ContactForm"));
const NAMES = { name: { name: "name" }, email: { name: "email" }, service: { name: "service" }, message: { name: "message" } };

/** The contact page's form: drawn at once, its code (validation, the request) fetched when used. */
export function LazyContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { loaded, handOver, placeholder } = useLazyForm(contactForm, formRef);
  if (loaded) return <loaded.ContactForm handOver={handOver} />;
  return <ContactFormView form={placeholder} fields={NAMES} />;
}
