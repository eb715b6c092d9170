import { template } from "./i18n/messages/keyed";

/** The schemas' length limits, said with the limit as a parameter (`LENGTH_MESSAGES.title(200)`). */
export const LENGTH_MESSAGES = {
  name: template("length.name", "Name is too long ({max} characters at most)"),
  fullName: template("length.fullName", "Full name is too long ({max} characters at most)"),
  phone: template("length.phone", "Phone is too long ({max} characters at most)"),
  address: template("length.address", "Address is too long ({max} characters at most)"),
  title: template("length.title", "Title is too long ({max} characters at most)"),
  description: template("length.description", "Description is too long ({max} characters at most)"),
  message: template("length.message", "Message is too long ({max} characters at most)"),
  notes: template("length.notes", "Notes are too long ({max} characters at most)"),
  subject: template("length.subject", "Subject is too long ({max} characters at most)"),
  reply: template("length.reply", "Reply is too long ({max} characters at most)"),
  documentsPerTask: template("length.documentsPerTask", "At most {n} documents per task"),
};
