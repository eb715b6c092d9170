import type { Catalogue, Translate } from "@core/i18n/catalogue";
import { useMemo } from "react";
import { useI18n } from "./I18nProvider";

/** A feature's catalogue in the UI language: `const t = useCatalogue(catalogue); t("title")`. */
export function useCatalogue<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const { locale } = useI18n();
  return useMemo(() => catalogue.translate(locale), [catalogue, locale]);
}
