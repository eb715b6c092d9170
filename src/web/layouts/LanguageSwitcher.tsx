import { Languages } from "lucide-react";
import { LOCALE_NAMES, LOCALES, type Locale, useI18n } from "@web/i18n/I18nProvider";
import { Button } from "@web/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@web/ui/dropdown-menu";

export function LanguageSwitcher() {
  const { t, locale, setLocale } = useI18n();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-10 gap-1.5 px-2.5" title={t.language.label}>
          <Languages className="size-[1.1rem]" aria-hidden="true" />
          <span className="sr-only">{t.language.label}: </span>
          <span className="text-xs font-semibold tracking-wide uppercase">{locale}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t.language.heading}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={(value) => setLocale(value as Locale)}>
          {LOCALES.map((value) => (
            <DropdownMenuRadioItem key={value} value={value} lang={value}>
              {LOCALE_NAMES[value]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
