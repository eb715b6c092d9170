import { loadFetchedLanguage } from "@core/i18n/catalogue";
import dashboardAppointments from "../features/dashboard/appointments/locales/bg.json";
import dashboard from "../features/dashboard/locales/bg.json";
import notifications from "../features/notifications/locales/bg.json";

// The Bulgarian of the dashboard's first page's feature catalogues (the home's, the member's
// appointments panel's and the bell's),
// which leave it FETCHED: the app fetches it with i18n/bg.ts (start-app.tsx), the public pages never.
loadFetchedLanguage("dashboard", "bg", dashboard);
loadFetchedLanguage("notifications", "bg", notifications);
loadFetchedLanguage("dashboardAppointments", "bg", dashboardAppointments);
