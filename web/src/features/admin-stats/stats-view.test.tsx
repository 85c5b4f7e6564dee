import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lastDays } from "../../../../domain/visits";
import type { AdminStats, DailyStat } from "../../../../schema/admin-stats";
import { AdminStatsView } from "./stats-view";

const NOW = new Date("2030-06-15T10:00:00.000Z");
const day = (date: string, totalVisits: number, uniqueVisitors: number, newRegistrations: number): DailyStat => ({
  date,
  totalVisits,
  uniqueVisitors,
  newRegistrations,
});

const stats: AdminStats = {
  totalUsers: 1234,
  newUsers7Days: 17,
  newUsers30Days: 58,
  dailyStats: [
    day("2030-06-15", 321, 45, 3),
    day("2030-06-14", 40, 12, 0),
    day("2030-06-13", 0, 0, 0),
    day("2030-06-12", 9, 9, 1),
    day("2030-06-11", 0, 0, 0),
    day("2030-06-10", 0, 0, 0),
    day("2030-06-09", 0, 0, 0),
  ],
  recentVisits: [
    { page: "/portfolio", userId: 42, ipAddress: "203.0.113.9", visitedAt: "2030-06-15T09:55:00.000Z" },
    { page: "/news", userId: null, ipAddress: "198.51.100.4", visitedAt: "2030-06-15T07:00:00.000Z" },
  ],
  visits30Days: lastDays(NOW, 30).map((date, i) => day(date, i, 1, 0)),
};

const renderView = (
  overrides: Partial<AdminStats> = {},
  props: { refreshing?: boolean; onRefresh?: () => void } = {},
) =>
  render(
    <AdminStatsView
      stats={{ ...stats, ...overrides }}
      refreshing={props.refreshing ?? false}
      onRefresh={props.onRefresh ?? (() => {})}
      now={NOW}
    />,
  );

const card = (label: string) => screen.getByRole("group", { name: label });

describe("admin statistics view", () => {
  it("shows the four cards, Today's Visits matched by today's UTC date", () => {
    renderView();
    expect(within(card("Total Users")).getByText("1,234")).toBeInTheDocument();
    expect(within(card("Total Users")).getByText("Registered accounts")).toBeInTheDocument();
    expect(within(card("New Users (7d)")).getByText("17")).toBeInTheDocument();
    expect(within(card("New Users (30d)")).getByText("58")).toBeInTheDocument();
    expect(within(card("Today's Visits")).getByText("321")).toBeInTheDocument();
  });

  it("shows 0 visits today when today's date is missing from the list", () => {
    renderView({ dailyStats: stats.dailyStats.slice(1) });
    expect(within(card("Today's Visits")).getByText("0")).toBeInTheDocument();
  });

  it("lists the last 7 days with a +n badge only where there were registrations", () => {
    renderView();
    const rows = screen.getAllByTestId("daily-stat");
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent("Sat, Jun 15Today");
    expect(within(rows[0]!).getByText("+3")).toBeInTheDocument();
    expect(within(rows[3]!).getByText("+1")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Visits40Unique12New users0");
    expect(within(rows[1]!).queryByText(/^\+/)).toBeNull();
  });

  it("shows recent visits as User {id} or Anonymous with their badges, IP and time", () => {
    renderView();
    const [user, guest] = screen.getAllByTestId("recent-visit");
    expect(user).toHaveTextContent("/portfolio");
    expect(within(user!).getByText(/User 42/)).toBeInTheDocument();
    expect(within(user!).getByText("User", { exact: true })).toBeInTheDocument();
    expect(user).toHaveTextContent("203.0.113.9");
    expect(within(user!).getByText("5 min ago")).toBeInTheDocument();
    expect(within(guest!).getByText(/Anonymous/)).toBeInTheDocument();
    expect(within(guest!).getByText("Guest", { exact: true })).toBeInTheDocument();
    expect(guest?.querySelector("time")).toHaveAttribute("dateTime", "2030-06-15T07:00:00.000Z");
  });

  it("draws one bar per day of the chart and describes it", () => {
    const { container } = renderView();
    expect(container.querySelectorAll("svg[role=img] rect")).toHaveLength(30);
    expect(screen.getByRole("img", { name: /last 30 days: 435 in all, most on Jun 15 with 29/ })).toBeInTheDocument();
  });

  it("explains how admins are made and how long visits are kept", () => {
    renderView();
    expect(screen.getByText(/field is set to true on their record in/)).toBeInTheDocument();
    expect(screen.getByText("npm run admin:grant -- <username>")).toBeInTheDocument();
    expect(screen.getByText("npm run admin:revoke -- <username>")).toBeInTheDocument();
    expect(screen.getByText(/deleted after 90 days/)).toBeInTheDocument();
  });

  it("refreshes on request and disables the button while refreshing", () => {
    const onRefresh = vi.fn();
    const { unmount } = renderView({}, { onRefresh });
    fireEvent.click(screen.getByRole("button", { name: "Refresh Data" }));
    expect(onRefresh).toHaveBeenCalledOnce();
    unmount();
    renderView({}, { refreshing: true });
    expect(screen.getByRole("button", { name: "Refresh Data" })).toBeDisabled();
  });
});
