import { RouterProvider } from '../router';
import { createAppRouter } from './router';

// The router with the shell and the route table: its own chunk, fetched by the app start in
// parallel with the settings and user info, so the entry chunk holds only what the loading
// screen needs (DESIGN budget: first route's JavaScript <= 150 KB gzip).

// Created on the first render, not when the chunk loads: by then the session has finished a
// sign-in return and replaced the callback URL with the page the host asked for, and a browser
// router reads the address only when it is created. One router for the tab, so an app reload
// (acting for another host) keeps it and its history.
let router: ReturnType<typeof createAppRouter> | undefined;

export default function AppRoot() {
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}
