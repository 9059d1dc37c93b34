import { Link } from "react-router";
import { horsePath } from "#app/paths";
import { isSafeUrl } from "#domain";
import * as texts from "#domain/texts";

interface HorseNameLinkProps {
  name: string;
  /** One of the stud's own horses: it has a page here. */
  studHorse?: boolean;
  /** Where the horse lives elsewhere (a pedigree entry's link); only a safe URL is linked. */
  link?: string | null;
}

/** A horse's name: to its page here, else to its page elsewhere (in a new tab), else plain text. */
export function HorseNameLink({ name, studHorse = false, link }: HorseNameLinkProps) {
  if (studHorse) return <Link to={horsePath(name)}>{name}</Link>;
  if (link && isSafeUrl(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer nofollow">
        {name}
        <span className="visually-hidden"> {texts.details.opensInNewTab}</span>
      </a>
    );
  }
  return <span>{name}</span>;
}
