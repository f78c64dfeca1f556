import { Avatar } from './Avatar.tsx'

/** A person's initials avatar, name and role: the byline of testimonials, reviews and blog posts. */
export function PersonByline({ person }: { person: { name: string; role: string } }) {
  return (
    <span className="person-byline">
      <Avatar name={person.name} />
      <span>
        <strong>{person.name}</strong>
        <span>{person.role}</span>
      </span>
    </span>
  )
}
