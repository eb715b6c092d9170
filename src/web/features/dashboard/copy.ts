/** Dashboard home and placeholder screens. */
const en = {
  member: {
    title: "My Dashboard",
    welcome: (name: string) => `Welcome back, ${name}! Here's an overview of your tasks, documents and messages.`,
    cards: { activeTasks: "Active Tasks", documents: "Documents", unreadMessages: "Unread Messages", paymentDue: "Payment Due" },
    help: { title: "Need more help?", body: "Tell us what you need and we'll reply within 24 hours.", action: "Contact us" },
  },
  admin: {
    title: "Admin Dashboard",
    lead: "Manage client tasks, payments, and documents",
    cards: { activeClients: "Active Clients", pendingTasks: "Pending Tasks", unreadMessages: "Unread Messages", revenue: "Revenue (Month)" },
  },
  figuresNote: "These figures are not available online yet. For an update on your tasks, documents or payments, write to us — we reply within 24 hours.",
  open: "Open",
  comingSoon: {
    badge: "Not available online yet",
    body: "This page is not available online yet. Anything you need here — a task, a document, a payment — we handle by email: write to us and we reply within 24 hours.",
    back: "Back to the dashboard",
    notFound: "This dashboard page doesn't exist.",
  },
  screens: {
    tasks: "Tasks",
    upload: "New Task Request",
    hours: "Prepaid Hours",
    payments: "Payments",
    messages: "Messages",
    clients: "Manage Clients",
    documents: "Document Management",
  },
};

const bg: typeof en = {
  member: {
    title: "Моето табло",
    welcome: (name: string) => `Добре дошли отново, ${name}! Ето преглед на задачите, документите и съобщенията ви.`,
    cards: { activeTasks: "Активни задачи", documents: "Документи", unreadMessages: "Непрочетени съобщения", paymentDue: "Дължимо плащане" },
    help: { title: "Нужна ви е още помощ?", body: "Кажете ни от какво имате нужда и ще отговорим до 24 часа.", action: "Свържете се с нас" },
  },
  admin: {
    title: "Администраторско табло",
    lead: "Управление на задачи, плащания и документи на клиентите",
    cards: { activeClients: "Активни клиенти", pendingTasks: "Чакащи задачи", unreadMessages: "Непрочетени съобщения", revenue: "Приходи (месец)" },
  },
  figuresNote: "Тези стойности все още не са достъпни онлайн. За информация за задачите, документите или плащанията си ни пишете — отговаряме до 24 часа.",
  open: "Отвори",
  comingSoon: {
    badge: "Все още не е достъпно онлайн",
    body: "Тази страница все още не е достъпна онлайн. Всичко, от което имате нужда тук — задача, документ, плащане — уреждаме по имейл: пишете ни и ще отговорим до 24 часа.",
    back: "Към таблото",
    notFound: "Тази страница от таблото не съществува.",
  },
  screens: {
    tasks: "Задачи",
    upload: "Нова задача",
    hours: "Предплатени часове",
    payments: "Плащания",
    messages: "Съобщения",
    clients: "Клиенти",
    documents: "Документи",
  },
};

export const dashboardPagesCopy = { en, bg };
export type ScreenKey = keyof typeof en.screens;
