import { BUSINESS } from "@core/business";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { switchLocalePath } from "@core/site-routes";
import { Link as RouterLink, useLocation } from "react-router";
import { useI18n } from "@web/i18n/I18nProvider";
import { Link } from "@web/i18n/LocalizedLink";
import { Logo } from "./Logo";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

const linkClass =
  "rounded-sm text-muted-foreground transition-colors hover:text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

export function SiteFooter() {
  const { locale } = useI18n();
  const t = useCatalogue(chromeCatalogue);
  // This page in the other language: a plain link, so it works before (or without) JavaScript too.
  const other = locale === "en" ? "bg" : "en";
  const otherPath = switchLocalePath(useLocation().pathname, other);
  const groups = [
    {
      title: t("footer.explore"),
      links: [
        { to: "/", label: t("nav.home") },
        { to: "/about", label: t("nav.about") },
        { to: "/services", label: t("nav.services") },
        { to: "/pricing", label: t("nav.pricing") },
      ],
    },
    {
      title: t("footer.accounts"),
      links: [
        { to: "/dashboard", label: t("nav.membersArea") },
        { to: "/auth", label: t("footer.adminArea") },
      ],
    },
    {
      title: t("footer.legal"),
      links: [
        { to: "/privacy", label: t("footer.privacy") },
        { to: "/terms", label: t("footer.terms") },
      ],
    },
  ];

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_2fr]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">{t("footer.description")}</p>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-primary" aria-hidden="true" />
              <a className={linkClass} href={`mailto:${BUSINESS.email}`}>
                {BUSINESS.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-primary" aria-hidden="true" />
              <a className={linkClass} href={`tel:${BUSINESS.phone.replaceAll(" ", "")}`}>
                {BUSINESS.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 text-primary" aria-hidden="true" />
              <span>
                {t("business.workingHours")}
                <br />
                {t("business.weekends")}
              </span>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              <span>{t("business.city")}</span>
            </li>
          </ul>
        </div>
        <nav aria-label={t("footer.label")} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold">{group.title}</h2>
              <ul className="mt-3 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-5 text-xs text-muted-foreground sm:px-6">
          <p>
            © {new Date().getFullYear()} {BUSINESS.name}. {t("footer.rights")}
          </p>
          {otherPath && (
            <RouterLink className={linkClass} to={otherPath} lang={other} hrefLang={other}>
              {t(`language.names.${other}`)}
            </RouterLink>
          )}
        </div>
      </div>
    </footer>
  );
}
