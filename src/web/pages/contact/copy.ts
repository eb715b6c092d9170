const en = {
  eyebrow: "Contact",
  title: "Contact us",
  lead: "A question, a quote or a task you'd like off your plate — we're happy to help. We reply to every message within 24 hours.",
  detailsTitle: "Contact details",
  email: "Email",
  phone: "Phone",
  hours: "Working hours",
  location: "Based in",
  replies: "Response time",
  repliesValue: "Within 24 hours",
  privacyNote:
    "Please don't include passport numbers, bank details or other sensitive data in your message. We'll ask for what we need, securely, when we need it.",
};

const bg: typeof en = {
  eyebrow: "Контакт",
  title: "Свържете се с нас",
  lead: "Въпрос, оферта или задача, която искате да ни поверите — с радост ще помогнем. Отговаряме на всяко съобщение до 24 часа.",
  detailsTitle: "Данни за контакт",
  email: "Имейл",
  phone: "Телефон",
  hours: "Работно време",
  location: "Намираме се в",
  replies: "Време за отговор",
  repliesValue: "До 24 часа",
  privacyNote:
    "Моля, не включвайте номера на паспорти, банкови данни или друга чувствителна информация в съобщението. Ще поискаме необходимото по сигурен начин, когато е нужно.",
};

export const contactCopy = { en, bg };
