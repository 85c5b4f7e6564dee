import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import type { ReactNode } from "react";

export type TabItem = { label: ReactNode; content: ReactNode; key: string };

export function Tabs({
  items,
  selectedIndex,
  onChange,
  className = "",
}: {
  items: TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
  className?: string;
}) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange} className={className}>
      <TabList className="flex gap-1 rounded-lg bg-slate-800/60 p-1">
        {items.map((item) => (
          <Tab
            key={item.key}
            className="flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-400 outline-none transition-colors hover:text-white data-focus:ring-2 data-focus:ring-emerald-400 data-selected:bg-slate-950 data-selected:text-white data-selected:shadow"
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {items.map((item) => (
          <TabPanel key={item.key}>{item.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
