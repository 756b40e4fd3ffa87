import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import type { PlaceView } from "./finder-data";

/** "Open now, until 7:30 PM" or when it opens next: the first thing a shopper on the way wants. */
export function OpenNow({ place }: { place: PlaceView }) {
  return (
    <p className={`store-hours__now store-hours__now--${place.openNow.open ? "open" : "closed"}`}>
      {place.openNow.text}
    </p>
  );
}

/** The coming seven days, today first, exceptional closures in place of the usual hours. */
export function WeekHours({ place }: { place: PlaceView }) {
  const options = useMessageOptions();
  return (
    <table className="store-hours">
      <caption className="visually-hidden">{m.stores_hours_title({}, options)}</caption>
      <tbody>
        {place.week.map((day) => (
          <tr
            key={day.date}
            className={day.isToday ? "store-hours__today" : undefined}
            aria-current={day.isToday ? "date" : undefined}
          >
            <th scope="row">{day.day}</th>
            <td>{day.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Exceptional closures still to come, beyond the week shown. */
export function UpcomingClosures({ place }: { place: PlaceView }) {
  const options = useMessageOptions();
  if (!place.closures.length) return null;
  return (
    <section className="store-closures">
      <h3>{m.stores_closures_title({}, options)}</h3>
      <ul>
        {place.closures.map((closure) => (
          <li key={closure.date}>
            <strong>{closure.date}</strong> · {closure.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
