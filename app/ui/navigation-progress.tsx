import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/**
 * A thin bar at the top during client navigations, shown only past 150 ms so fast ones do not
 * flicker. Only something to see: hidden from assistive technology, where a progress bar that
 * comes and goes outside the page's landmarks was noise (axe's "region" rule saw it when a scan
 * met a navigation under way).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);
  return visible ? <div className="navigation-progress" aria-hidden="true" /> : null;
}
