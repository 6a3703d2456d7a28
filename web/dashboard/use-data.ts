import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

/** Data loaded by `load`, again whenever `keys` change or `reload()` is called; the latest load wins. */
export function useData<T>(load: () => Promise<T>, keys: unknown[]) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++latest.current;
    try {
      const value = await load();
      if (mine === latest.current) {
        setData(value);
        setError(undefined);
      }
    } catch (failure) {
      if (mine === latest.current) setError((failure as Error).message);
    }
  }, keys);
  useEffect(() => {
    setData(undefined);
    void reload();
  }, [reload]);
  return { data, error, reload, setData };
}

/** Re-renders every `ms` milliseconds: relative times ("3 minutes ago") stay true. */
export function useTick(ms: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
