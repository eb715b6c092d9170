import { useEffect, useState } from "react";

/** The moment a list of due times is drawn for: moves every minute, so the badges count down. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
