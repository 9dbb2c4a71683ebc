import { FOUNDERS, MISSION, TEAM_INTRO, TEAM_WATERMARK_SRC, WHY } from "../../content/team";
import { FounderCard } from "./FounderCard";
import { below, Heading, type HeadingLevel } from "./Heading";

/** Mission, « why » and the two founders; on /equipe (h1) and on the home page (h2). */
export function TeamSection({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const sub = below(headingLevel);
  return (
    <section
      id="equipe"
      className="section"
      aria-labelledby="equipe-titre"
      style={{
        backgroundColor: "#e9efe4",
        backgroundImage: `url(${TEAM_WATERMARK_SRC})`,
        backgroundRepeat: "no-repeat",
        backgroundPosition: "center bottom",
        backgroundSize: "contain",
      }}
    >
      <div className="container">
        <Heading level={headingLevel} id="equipe-titre" className="title is-2">
          {TEAM_INTRO.title}
        </Heading>
        <p className="subtitle is-4">{TEAM_INTRO.lead}</p>
        <div className="columns is-variable is-6">
          <div className="column">
            <Heading level={sub} className="title is-4">
              {MISSION.title}
            </Heading>
            <p>{MISSION.text}</p>
          </div>
          <div className="column">
            <Heading level={sub} className="title is-4">
              {WHY.title}
            </Heading>
            <p>{WHY.text}</p>
          </div>
        </div>
        <Heading level={sub} className="title is-4">
          Les fondateurs
        </Heading>
        <div className="columns is-variable is-6">
          {FOUNDERS.map((founder) => (
            <div className="column" key={founder.id}>
              <FounderCard founder={founder} level={below(sub)} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
