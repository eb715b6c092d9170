import { Outlet, useLocation, useNavigate } from "react-router";
import { NavigationProvider } from "./navigation";

/** The app's root route: React Router's location and navigate for router-free components (lib/navigation.tsx). */
export function RouterNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <NavigationProvider value={{ pathname, navigate }}>
      <Outlet />
    </NavigationProvider>
  );
}
