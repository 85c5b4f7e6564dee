import { createFileRoute } from "@tanstack/react-router";
import { marketRoute } from "../features/market/market-route";

export const Route = createFileRoute("/")(marketRoute());
