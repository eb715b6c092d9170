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
  figuresNote: "Live figures arrive with the client portal. Until then the cards show “—” rather than sample numbers.",
  open: "Open",
  comingSoon: {
    badge: "Coming soon",
    body: "This part of the dashboard is being built. It will appear here in an upcoming update — nothing you do elsewhere is lost in the meantime.",
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
  figuresNote: "Реалните стойности идват с клиентския портал. Дотогава картите показват „—“ вместо примерни числа.",
  open: "Отвори",
  comingSoon: {
    badge: "Очаквайте скоро",
    body: "Тази част от таблото се изгражда и ще се появи тук със следваща версия.",
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
