import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { USERNAME_PATTERN } from "../../../../schema/user-texts";

export type Availability = "unknown" | "checking" | "available" | "taken";

/** product.md § Accounts and sign-in: checked 500 ms after typing stops, only from 3 characters; a failed check stays unknown. */
export function useUsernameAvailability(username: string, currentUsername?: string | null): Availability {
  const debounced = useDebouncedValue(username, 500);
  const settled = debounced === username;
  const checkable = USERNAME_PATTERN.test(debounced) && debounced !== currentUsername;
  const query = useQuery({
    queryKey: ["/api/check-username", debounced],
    queryFn: () => api.get("/api/check-username/:username", { param: { username: debounced } }),
    enabled: checkable,
    staleTime: 30 * 1000,
  });
  if (currentUsername && username === currentUsername) return "available";
  if (username.length < 3) return "unknown";
  if (!settled || (checkable && query.isFetching)) return "checking";
  if (!checkable || !query.data) return "unknown";
  return query.data.available ? "available" : "taken";
}

export function AvailabilityMessage({ availability }: { availability: Availability }) {
  if (availability === "checking") return <p className="text-xs text-slate-400">Checking availability...</p>;
  if (availability === "available") return <p className="text-xs text-emerald-400">Username is available</p>;
  if (availability === "taken") return <p className="text-xs text-rose-400">Username is already taken</p>;
  return null;
}
