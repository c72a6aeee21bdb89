import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

// The router with the shell and the route table: its own chunk, fetched by the app start in
// parallel with the settings and user info, so the entry chunk holds only what the loading
// screen needs (DESIGN budget: first route's JavaScript <= 150 KB gzip).
const router = createAppRouter();

export default function AppRoot() {
  return <RouterProvider router={router} />;
}
