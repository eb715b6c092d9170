/**
 * English UI chrome: navigation, footer, buttons, form labels and shared headings.
 * Page copy lives beside each page; toasts and validation messages are the spec's
 * English texts from src/core.
 */
export const en = {
  skipToContent: "Skip to content",
  loading: "Loading...",
  nav: {
    label: "Main",
    home: "Home",
    about: "About",
    howItWorks: "How It Works",
    services: "Services",
    pricing: "Pricing",
    contact: "Contact",
    membersArea: "Members Area",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    menuDescription: "Find your way around Concierge.",
  },
  footer: {
    label: "Footer",
    description: "Concierge — a personal concierge that helps expats and digital nomads get things done in Bulgaria.",
    explore: "Explore",
    accounts: "Accounts",
    legal: "Legal",
    contactUs: "Contact us",
    adminArea: "Admin Area",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    rights: "All rights reserved.",
  },
  business: {
    workingHours: "Monday–Friday, 9:00–18:00 EET",
    weekends: "Weekends by arrangement",
    replyTime: "We reply within 24 hours",
    city: "Sofia, Bulgaria",
  },
  theme: { label: "Change theme", light: "Light", dark: "Dark", system: "System" },
  language: { label: "Change language", heading: "Language" },
  actions: {
    getHelpNow: "Get Help Now",
    backHome: "Back to home",
    reload: "Reload page",
    contactUs: "Contact us",
    viewServices: "Explore services",
    viewPricing: "See pricing",
  },
  contactForm: {
    title: "Send us a message",
    description: "Tell us a little about what you need. There is no obligation and no charge for asking.",
    name: "Name",
    namePlaceholder: "Your full name",
    email: "Email",
    emailPlaceholder: "you@example.com",
    service: "Type of help needed",
    servicePlaceholder: "Select the type of help",
    message: "Message",
    messagePlaceholder: "What do you need help with? Dates, places and deadlines help us reply faster.",
    submit: "Send Message",
    sending: "Sending...",
    sentTitle: "Thank you — your message is on its way.",
    sentBody: "We'll reply to your email within 24 hours.",
    sentReference: "Your reference (also in the confirmation we emailed you):",
    services: {
      translation: "Document translation",
      calls: "Phone calls & appointments",
      inperson: "In-person help",
      paperwork: "Paperwork setup",
      custom: "Custom request",
    },
  },
  newsletter: {
    email: "Email address",
    emailPlaceholder: "you@example.com",
    submit: "Subscribe",
    submitting: "Subscribing...",
    note: "We'll send a link to confirm. Unsubscribe with one click at any time.",
  },
  newsletterPages: {
    confirmTitle: "Newsletter subscription",
    unsubscribeTitle: "Unsubscribe from our newsletter",
    confirming: "Confirming your subscription...",
    unsubscribing: "Updating your subscription...",
    successTitle: "All done",
    failedTitle: "That didn't work",
  },
  notFound: {
    title: "Oops! Page not found",
    body: "The page you were looking for doesn't exist or has moved. Let's get you back on track.",
  },
  error: {
    title: "Unexpected Application Error!",
    body: "Something went wrong while showing this page. Reloading usually fixes it. If it keeps happening, please let us know.",
    details: "Technical details",
  },
  /** The toasts' region, as screen readers announce it. */
  notifications: "Notifications",
  /** A toast's close button, as screen readers announce it. */
  closeNotification: "Close notification",
  /** Messages (toasts, validation, API errors) are written in English in src/core: nothing to translate. */
  messages: (text: string): string => text,
};

export type Dictionary = typeof en;
