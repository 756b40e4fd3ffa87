import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** A thin bar at the top during client navigations, shown only past 150 ms so fast ones do not flicker. */
export function NavigationProgress({ label }: { label: string }) {
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
  return visible ? (
    <div className="navigation-progress" role="progressbar" aria-label={label} aria-busy="true" />
  ) : null;
}
