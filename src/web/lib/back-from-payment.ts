import { useEffect } from "react";

/**
 * Coming back with the browser's Back button from the payment page may restore this page
 * from the back/forward cache, frozen in its "Redirecting..." state: `reset` unfreezes it.
 */
export function useBackFromPayment(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);
}
