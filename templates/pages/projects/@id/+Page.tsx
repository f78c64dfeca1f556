import { CtaBand } from '../../../components/CtaBand.tsx'
import { Hero } from '../../../components/Hero.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { FilmPlayer } from '../../../components/FilmPlayer.tsx'
import { PlanFigure } from '../../../components/plans/PlanFigures.tsx'
import { ProjectGallery } from '../../../components/portfolio/ProjectGallery.tsx'
import { floorPlans, planSpecs } from '@content/plans/index.ts'
import { useData } from '../../../components/renderContext.tsx'
import { Section } from '../../../components/Section.tsx'
import '../../../styles/portfolio.css'
import type { Data } from './+data.ts'
import { quoteHref } from '@content/leads/quoteHref.ts'

export function Page() {
  const { project } = useData<Data>()
  const facts = [
    { label: 'Location', value: project.location, icon: 'geo-alt' },
    { label: 'Completed', value: project.completedDate, icon: 'calendar-check' },
    { label: 'Size', value: project.area, icon: 'rulers' },
    { label: 'Layout', value: project.bedrooms, icon: 'house-door' },
  ] as const
  return (
    <>
      <Hero title={project.title} subtitle={project.category} description={project.summary} {...project.hero} compact />
      <div className="container project-nav">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li className="breadcrumb-item">
              <a href="/">Home</a>
            </li>
            <li className="breadcrumb-item">
              <a href="/projects">Projects</a>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {project.title}
            </li>
          </ol>
        </nav>
        <a className="project-back" href="/projects">
          <Icon name="arrow-left" /> Back to all projects
        </a>
      </div>
      <Section id="overview">
        <dl className="fact-cards">
          {facts.map((f) => (
            <div className="fact-card" key={f.label}>
              <dt>
                <Icon name={f.icon} />
                <span>{f.label}</span>
              </dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        <div className="row g-5 mt-1">
          <div className="col-lg-8">
            <h2 className="h3">About the project</h2>
            <p className="meta-line">{project.propertyType}</p>
            {project.description.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <h2 className="h3 mt-4">The challenge</h2>
            <ul className="project-list">
              {project.challenges.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <h2 className="h3 mt-4">The result</h2>
            <ul className="project-list project-results">
              {project.results.map((r) => (
                <li key={r}>
                  <Icon name="check2-circle" /> {r}
                </li>
              ))}
            </ul>
          </div>
          <aside className="col-lg-4" aria-labelledby="services-title">
            <div className="project-services">
              <h2 className="h5" id="services-title">
                Services provided
              </h2>
              <ul>
                {project.services.map((s) => (
                  <li key={s}>
                    <Icon name="check2" /> {s}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </Section>
      {project.gallery.length > 0 && (
        <Section
          id="gallery"
          tone="alt"
          title="Project Gallery"
          eyebrow="Photos"
          intro="Select a photo to open it full screen."
        >
          <ProjectGallery project={project} />
        </Section>
      )}
      {project.plan && (
        <Section id="floor-plan" title="Floor Plan" eyebrow="Plan">
          <div className="project-plan">
            <PlanFigure
              headingLevel={3}
              item={{
                plan: project.plan,
                title: `${project.title}, ${floorPlans[project.plan].level.toLowerCase()}`,
                description: 'Drawn from our measurements: every room with its size in feet and metres.',
                specs: planSpecs(project.plan),
              }}
            />
          </div>
        </Section>
      )}
      {project.film && (
        <Section
          id="film"
          title="Sample Film"
          eyebrow="Film"
          intro="The film of this project is not published here. In its place, the sample film shows the kind of work: it is made from this site’s sample photographs of several homes, not of this property."
        >
          <div className="project-video">
            <FilmPlayer caption="Made from the sample photographs of several homes; not a film of this property." />
          </div>
        </Section>
      )}
      <CtaBand
        title="Planning a listing like this?"
        text="We will build the same package around your property, timeline and budget."
        actions={[
          { text: 'Get a Quote', href: quoteHref(), variant: 'primary' },
          { text: 'View Portfolio', href: '/portfolio', variant: 'secondary' },
        ]}
      />
    </>
  )
}
