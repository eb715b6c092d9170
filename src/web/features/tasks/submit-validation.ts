/**
 * The new task form's validation, fetched when the form is first used (lib/lazy-resolver.ts): zod
 * and the task schema stay off the page's first render.
 */
import { createTaskSchema } from "@core/tasks";
import { zodResolver } from "@web/lib/zod-resolver";
import type { z } from "zod";

const formSchema = createTaskSchema.pick({ title: true, description: true, urgency: true });

export type SubmitTaskInput = z.input<typeof formSchema>;
export type SubmitTaskOutput = z.output<typeof formSchema>;

export const submitTaskResolver = zodResolver(formSchema);
