const en = {
  title: "My Profile",
  lead: "Your name, phone and language.",
  fullName: "Full Name",
  phone: "Phone",
  language: "Preferred Language",
  languages: { en: "English", bg: "Bulgarian", es: "Spanish", fr: "French", de: "German" },
  save: "Save Changes",
  saving: "Saving...",
  moreSettings: "Email, password, notifications and privacy are in Settings.",
};

const bg: typeof en = {
  title: "Моят профил",
  lead: "Вашето име, телефон и език.",
  fullName: "Име и фамилия",
  phone: "Телефон",
  language: "Предпочитан език",
  languages: { en: "Английски", bg: "Български", es: "Испански", fr: "Френски", de: "Немски" },
  save: "Запази промените",
  saving: "Запазване...",
  moreSettings: "Имейл, парола, известия и поверителност са в Настройки.",
};

export const profileCopy = { en, bg };
