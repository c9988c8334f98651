/**
 * Compatibility content (romantic, sexual, friendship, work), written by us, in both voices.
 * `{name}` is the partner's first name.
 */
import type { AspectFamily, Element, Modality, NatalPoint } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export type Block = "romantic" | "sexual" | "friendship" | "work";
export type Band = "high" | "good" | "mixed" | "low";

export function bandOf(score: number): Band {
  return score >= 80 ? "high" : score >= 60 ? "good" : score >= 40 ? "mixed" : "low";
}

/** The natal points that matter most for each block, most important first. */
export const BLOCK_POINTS: Readonly<Record<Block, readonly NatalPoint[]>> = {
  romantic: ["venus", "moon", "sun", "mars", "ascendant"],
  sexual: ["mars", "venus", "pluto", "moon"],
  friendship: ["mercury", "jupiter", "sun", "moon", "uranus"],
  work: ["saturn", "mercury", "mars", "sun", "midheaven", "jupiter"],
};

export const BAND_TEXT: Readonly<Record<Block, Readonly<Record<Band, Phrasings>>>> = {
  romantic: {
    high: {
      normal: [
        "You and {name} fit easily: affection flows and the hard conversations stay kind",
        "This is a warm, steady match where both of you feel chosen",
      ],
      roast: [
        "You and {name} are disgustingly compatible; your friends will need a break from you",
        "A strong romantic match, so try not to ruin it by overthinking the texts",
      ],
    },
    good: {
      normal: [
        "There is real warmth between you and {name}, with a few habits to talk through",
        "A good romantic match that gets better with honest conversations",
      ],
      roast: [
        "You and {name} work well, once you stop pretending you do not care",
        "Good potential, as long as somebody replies within a day",
      ],
    },
    mixed: {
      normal: [
        "You and {name} attract and puzzle each other in equal measure",
        "A mixed match: strong pulls, different needs, and a lot to learn",
      ],
      roast: [
        "You and {name} are a plot with potential and several confusing episodes",
        "Half chemistry, half misunderstanding, fully entertaining",
      ],
    },
    low: {
      normal: [
        "You and {name} want love in different ways, so this takes deliberate effort",
        "A challenging match: the needs differ, and patience decides how it goes",
      ],
      roast: [
        "You and {name} speak different love languages and neither of you brought a dictionary",
        "A challenging match, which has never stopped you before",
      ],
    },
  },
  sexual: {
    high: {
      normal: [
        "The attraction between you and {name} is strong and easy to act on",
        "Strong chemistry: desire and timing line up well",
      ],
      roast: [
        "The spark with {name} is so strong it should come with a warning label",
        "Chemistry: excellent. Subtlety: missing",
      ],
    },
    good: {
      normal: [
        "There is a healthy spark with {name} that grows with trust",
        "Good chemistry that rewards saying what you like",
      ],
      roast: [
        "A solid spark with {name}, so maybe put the phone down first",
        "Good chemistry; communication is the bonus level",
      ],
    },
    mixed: {
      normal: [
        "The spark with {name} comes and goes, shaped by mood and timing",
        "Mixed chemistry: curiosity is there, rhythm needs work",
      ],
      roast: [
        "Your chemistry with {name} is like wifi on a train: strong, then gone",
        "Some spark, some scheduling conflicts",
      ],
    },
    low: {
      normal: [
        "Desire runs at different speeds for you and {name}, so talk before you assume",
        "A quieter spark that needs patience and openness",
      ],
      roast: [
        "The chemistry with {name} is more 'nice chat' than 'fireworks'",
        "The spark is shy; bring matches and a conversation",
      ],
    },
  },
  friendship: {
    high: {
      normal: [
        "You and {name} make easy, lasting friends who get each other's jokes",
        "A natural friendship with shared humour and real support",
      ],
      roast: [
        "You and {name} are the friends who get told to keep it down in restaurants",
        "Best-friend material, group-chat menace",
      ],
    },
    good: {
      normal: [
        "A good friendship with {name} built on shared interests",
        "You and {name} enjoy each other's company and trade useful advice",
      ],
      roast: [
        "A solid friendship, as long as neither of you has to plan anything",
        "Good friends who will absolutely roast each other's life choices",
      ],
    },
    mixed: {
      normal: [
        "You and {name} are friends in some settings more than others",
        "A friendship that works best around one or two shared things",
      ],
      roast: [
        "Great at parties, awkward in a car for six hours",
        "Friends in small doses, like strong coffee",
      ],
    },
    low: {
      normal: [
        "You and {name} see the world differently, which can teach you both a lot",
        "A friendship that needs effort and clear plans",
      ],
      roast: [
        "You and {name} would disagree about the restaurant, the time and the bill",
        "Friendship on hard mode, with a good story at the end",
      ],
    },
  },
  work: {
    high: {
      normal: [
        "You and {name} work well together: clear roles, shared standards, good results",
        "A strong working match where effort adds up",
      ],
      roast: [
        "You and {name} could run a company; please do not run it from the group chat",
        "Dream team, provided someone books the meeting room",
      ],
    },
    good: {
      normal: [
        "A good working match with {name} once roles are agreed",
        "You and {name} cover each other's blind spots at work",
      ],
      roast: [
        "You two work well, once you stop both trying to be in charge",
        "A good team, after the first argument about the spreadsheet",
      ],
    },
    mixed: {
      normal: [
        "Work with {name} goes well on some tasks and grinds on others",
        "A mixed working match: agree on process early",
      ],
      roast: [
        "Working with {name} is productive right up until the shared document",
        "Some tasks: dream team. Other tasks: reply-all disaster",
      ],
    },
    low: {
      normal: [
        "You and {name} work at different speeds and by different rules, so structure matters",
        "A challenging working match that needs clear responsibilities",
      ],
      roast: [
        "You and {name} would need a mediator to agree on a font",
        "Work together only with a written plan and separate deadlines",
      ],
    },
  },
};

/** Clause for a synastry aspect by family. */
export const SYNASTRY_CLAUSE: Readonly<Record<AspectFamily, Phrasings>> = {
  fusion: {
    normal: [
      "you amplify each other here, for better and worse",
      "this part of you merges with theirs and feels very familiar",
      "you recognise yourself in them here, which is powerful and sometimes too much",
      "this is shared ground; you feel it at the same time and in the same way",
      "your energies fuse here, so set the direction together",
    ],
    roast: [
      "you amplify each other here, volume knob snapped off",
      "you merge on this one like two playlists on shuffle",
      "same wavelength, same bad ideas, same excellent timing",
      "you are basically one person here, which your friends find unsettling",
      "you egg each other on here, so appoint a designated grown-up",
    ],
  },
  flow: {
    normal: [
      "this comes easily between you",
      "you support each other here without trying",
      "here you bring out the best in each other",
      "this is a natural strength of the pair, worth leaning on",
      "you understand each other here without long explanations",
    ],
    roast: [
      "this works without either of you having to try, which suits you both",
      "easy mode here, so enjoy it",
      "this bit runs itself, like a dishwasher someone else loads",
      "you get each other here, which is rarer than you think",
      "this is the part of the relationship that never needs a meeting",
    ],
  },
  friction: {
    normal: [
      "this is where you rub each other the wrong way, and where you both grow",
      "here you push each other, which is tense but useful",
      "this needs patience, because you want different things at the same moment",
      "expect recurring friction here, and talk about it early",
      "this is a stretch for both of you, and a chance to learn",
    ],
    roast: [
      "this is where the arguments about the thermostat come from",
      "this is your recurring argument, with reruns",
      "this is the topic you both avoid at dinner parties",
      "here one of you says 'fine' and nobody means it",
      "this is where the sulking is scheduled",
    ],
  },
};

/**
 * Real-world examples per block and tone (good = high/good band, tricky = mixed/low). Slots:
 * {name} the partner, {userSun} {partnerSun} {userMoon} {partnerMoon} the two charts' signs,
 * {userNeed} what the user's Sun element needs.
 */
export const EXAMPLES: Readonly<Record<Block, Readonly<Record<"good" | "tricky", Phrasings>>>> = {
  romantic: {
    good: {
      normal: [
        "Planning a weekend together takes five minutes, not five days",
        "After a bad day, one of you notices before the other has to say it",
        "You can sit in the same room doing different things and it still feels like time together",
        "Apologies are short and actually change something",
        "{name} can tell your mood from one word in a text, and answers the mood, not the word",
        "A lazy Sunday with {name} feels like a plan, not a wasted day",
        "Your {userSun} need for {userNeed} and {name}'s {partnerSun} style fit without much negotiation",
        "You keep small rituals, like the same caf\u00e9 order or a goodnight message, without agreeing to",
        "When one of you is tired, the other quietly takes over the evening",
        "Meeting each other's friends went well the first time",
        "{name} remembers the small thing you mentioned weeks ago",
        "You disagree about something and still make dinner together",
      ],
      roast: [
        "You finish each other's takeaway orders",
        "You share a streaming password and, remarkably, the same taste",
        "You argue about which film to watch and then both fall asleep in the first ten minutes",
        "Your friends have started inviting you as a single unit",
        "You and {name} have an inside joke that nobody else is allowed to understand",
        "{name} already knows your coffee order and judges it silently, with love",
        "Your {userSun} Sun and their {partnerSun} Sun agree on one thing: the other one is the funny one",
        "You have a shared list of restaurants you will never actually book",
        "You fight over the duvet and both win, somehow",
        "Your group chat has stopped asking whether {name} is coming; it is assumed",
        "You plan the holiday and, against all odds, actually go",
        "{name} has seen you hangry and stayed anyway",
      ],
    },
    tricky: {
      normal: [
        "One of you wants to talk it out tonight; the other needs a day",
        "Plans for a holiday reveal very different ideas of rest",
        "A small comment about money turns into a long evening",
        "You both wait for the other to make the first move after a disagreement",
        "{name} needs reassurance in words while you show it in actions, and both can miss it",
        "Your {userMoon} Moon wants comfort one way, their {partnerMoon} Moon another",
        "A late reply reads as a message to one of you and as nothing to the other",
        "Visits to your family or {name}'s need a plan agreed beforehand",
        "One of you decides fast; {name} needs to sleep on everything, or the other way round",
        "Jokes that work with friends land badly between you on a bad day",
        "You and {name} both need time alone, but rarely at the same time",
        "Saying sorry comes easily to one of you and takes days for the other",
      ],
      roast: [
        "One of you texts in paragraphs, the other replies with a thumbs-up",
        "You sulk in different rooms and both claim you are 'fine'",
        "A debate about the thermostat becomes a debate about your values",
        "You both leave the dishes 'to soak' as a power move",
        "{name} wants to talk about it; you want to talk about anything else",
        "Your {userMoon} Moon sulks in silence while their {partnerMoon} Moon sulks out loud",
        "You and {name} both think you are the low-maintenance one",
        "Your holiday plans are a standoff between a spreadsheet and a vibe",
        "One of you reads the message, the other reads into it",
        "{name} calls it 'just a question'; you call it a cross-examination",
        "Every disagreement comes with a footnote from 2019",
        "You keep score of the washing-up and nobody is winning",
      ],
    },
  },
  sexual: {
    good: {
      normal: [
        "A look across the room says more than a message would",
        "Flirting stays playful even after months together",
        "You both enjoy surprising the other with a plan for the evening",
        "Affection with {name} comes easily, in public and in private",
        "You and {name} are both comfortable saying what you like",
        "Even a quiet night in feels like a date",
        "Touch helps you both make up after a disagreement",
        "Your {userSun} pace and {name}'s {partnerSun} pace match: neither of you feels rushed",
        "{name} makes you feel wanted without having to try",
        "Small gestures, like a hand on the back, say a lot between you",
      ],
      roast: [
        "Your date nights end earlier than planned, and not because of the food",
        "You flirt in the supermarket like teenagers with a budget",
        "Your friends have learned to text before visiting",
        "You and {name} cannot sit on the same sofa without it becoming a situation",
        "The chemistry is obvious enough that your friends roll their eyes",
        "You flirt by text during meetings, which explains your productivity",
        "Your chemistry survives even a winter of takeaways and box sets",
        "You and {name} both think the other one started it, and you are both right",
        "A quiet night in with {name} is never as quiet as planned",
        "{name} only has to send one specific emoji",
      ],
    },
    tricky: {
      normal: [
        "One of you needs closeness first, the other needs excitement first",
        "Stress at work shows up as distance at home",
        "Timing is off: one of you is ready when the other is asleep",
        "{name} wants spontaneity while you want to feel close first",
        "Busy weeks push closeness with {name} to the bottom of the list",
        "You show desire differently, so one of you can feel overlooked",
        "A small tension from the day carries over into the evening",
        "Your {userMoon} Moon needs words when {name}'s {partnerMoon} Moon needs touch, or the reverse",
        "Telling {name} what you want feels awkward at first",
        "Tiredness decides more evenings than either of you would like",
      ],
      roast: [
        "One of you is in the mood, the other is in a podcast",
        "Date night loses to an early alarm more often than you admit",
        "You both wait for the other to make a move, forever",
        "One of you is setting the mood while the other is setting an alarm",
        "{name}'s idea of romance and yours have never met",
        "Your {userSun} flirting and their {partnerSun} flirting are a sitcom and a documentary",
        "You and {name} both wait for a sign and then miss it",
        "The phone wins more often than it should",
        "One of you wants candles, {name} wants a nap, or the other way round",
        "Your scheduling conflicts have scheduling conflicts",
      ],
    },
  },
  friendship: {
    good: {
      normal: [
        "You can pick up a conversation after months as if it were yesterday",
        "You swap recommendations that are actually good",
        "One call from the other turns a bad week around",
        "{name} is the first person you tell good news to",
        "You can be silent together on a long drive and it is fine",
        "You trust {name}'s taste in books, films and people, and they trust yours",
        "You help each other move flats without being asked twice",
        "You and {name} laugh at the same things, often at the same moment",
        "You know each other's families and get along with them",
        "When {name} changes plans, you just adapt, and they do the same for you",
      ],
      roast: [
        "Your voice notes to each other are longer than some podcasts",
        "You have a shared list of people you are suspicious of",
        "You plan a trip every year and go on it about every third year",
        "You and {name} have a private language made entirely of old memes",
        "You have been banned from at least one quiz night as a pair",
        "{name} is your emergency contact and your worst influence",
        "You and {name} review each other's dating choices like a panel show",
        "Your shared photos are ninety per cent blurry and one per cent flattering",
        "'One drink' has been a running joke between you and {name} for years",
        "You have started finishing each other's complaints",
      ],
    },
    tricky: {
      normal: [
        "One of you plans ahead, the other decides on the day",
        "Advice lands as criticism unless you ask first",
        "You like each other more one-to-one than in groups",
        "{name} likes a busy calendar while you like open evenings",
        "Money plans, like trips or gifts, need a frank chat first",
        "Your {userMoon} Moon offers advice when {name}'s {partnerMoon} Moon wants comfort, or the reverse",
        "You drift apart when life gets busy and need to reach out on purpose",
        "Your friends and {name}'s friends do not always mix",
        "One of you remembers every birthday; {name} or you need the reminder",
        "Honest feedback needs more care between you than usual",
      ],
      roast: [
        "One of you is always early, the other is always 'five minutes away'",
        "Group holidays with you two need a referee",
        "Your debates about films go on longer than the films",
        "{name} plans the trip in a spreadsheet; you plan it in the car",
        "You disagree about what counts as 'on time' by about forty minutes",
        "One of you wants to go out, the other is already under a blanket",
        "Your restaurant debates with {name} last longer than the meal",
        "You and {name} both think you are the one who always texts first",
        "Your advice to {name} is excellent and completely ignored, and vice versa",
        "One of you splits the bill to the cent; the other says 'we'll sort it later'",
      ],
    },
  },
  work: {
    good: {
      normal: [
        "You split a project in one meeting and both deliver on time",
        "One of you brings the idea, the other turns it into a plan",
        "Feedback between you is direct and nobody takes it personally",
        "{name} fills the gaps you leave, and you fill theirs",
        "You trust {name} with the hard part of a project, and they trust you",
        "Credit is shared without anyone keeping count",
        "You and {name} agree quickly on what matters most",
        "Problems get raised early between you, not at the deadline",
        "Your {userSun} side handles one part, {name}'s {partnerSun} side the other, and it covers the job",
        "You enjoy working together enough to do it again",
      ],
      roast: [
        "Your shared document has comments that are actually useful",
        "You finish meetings early, which frightens your colleagues",
        "You both hate the same pointless process and fix it together",
        "You and {name} can run a meeting in eleven minutes flat",
        "Your to-do lists are in sync, which is suspicious",
        "You and {name} silently agree to skip the pointless standup",
        "{name} edits your document and you say thank you, sincerely",
        "Together you have cancelled more useless meetings than anyone in history",
        "Your shared project folder with {name} is actually organised",
        "You divide the boring tasks fairly, and both do them",
      ],
    },
    tricky: {
      normal: [
        "One of you wants a plan, the other wants to start",
        "Deadlines mean different things to each of you",
        "Both of you want the final say on the same decisions",
        "{name} wants everything in writing while you prefer a quick call",
        "You and {name} have different ideas of what 'finished' means",
        "Feedback between you needs to be gentle and specific",
        "Your {userSun} and {name}'s {partnerSun} attitudes to risk rarely match, so agree on one before you start",
        "You work best on separate parts with a clear handover",
        "Meetings with {name} run long when you both want to be right",
        "Priorities need to be agreed before the work starts",
      ],
      roast: [
        "The shared spreadsheet has two colour-coding systems and a quiet standoff",
        "One of you replies in an hour, the other in a business week",
        "You both think the other one should book the meeting",
        "{name} sends an agenda; you send a voice note",
        "Your version-control strategy is 'final_final_v3'",
        "One of you says 'quick question' and means forty minutes",
        "You and {name} both reply-all to correct each other",
        "The deadline is a suggestion to one of you and a hard law to the other",
        "Your brainstorms with {name} end with two plans and no decision",
        "You think {name} is the chaotic one; {name} has notes about you too",
      ],
    },
  },
};

export const ELEMENT_INTERESTS: Readonly<Record<Element, Phrasings>> = {
  fire: {
    normal: [
      "Sport, games and anything with a bit of competition",
      "Travel and spontaneous day trips",
      "Live events and trying new things",
    ],
    roast: [
      "Competitive board games that end friendships for an evening",
      "Trips booked on impulse",
      "Anything with a scoreboard",
    ],
  },
  earth: {
    normal: [
      "Good food, cooking and long dinners",
      "Nature, gardens and walks",
      "Building, fixing or making things",
    ],
    roast: [
      "Restaurants reviewed in great detail",
      "Plant care and gossip about the plants",
      "DIY projects that take three weekends",
    ],
  },
  air: {
    normal: [
      "Books, podcasts and long conversations",
      "Meeting new people and going to events",
      "Ideas, debates and learning",
    ],
    roast: [
      "Arguing about podcasts you both half-listened to",
      "Group chats with twelve side threads",
      "Debates that start at dinner and end at midnight",
    ],
  },
  water: {
    normal: [
      "Music, films and stories",
      "Cosy evenings and deep talks",
      "Creative projects and anything near the sea",
    ],
    roast: [
      "Sad films and sadder playlists",
      "Long talks about feelings over cold tea",
      "Sea views and emotional group chats",
    ],
  },
};

export const ELEMENT_SUPPORT: Readonly<Record<Element, Phrasings>> = {
  fire: {
    normal: ["cheer the other on and push for action", "lift the mood and suggest a plan"],
    roast: ["give a pep talk nobody asked for", "suggest a road trip as the solution to everything"],
  },
  earth: {
    normal: ["help with practical things: food, lifts, lists", "show up and fix what can be fixed"],
    roast: ["show love by making a spreadsheet", "bring snacks and a five-point plan"],
  },
  air: {
    normal: ["listen, talk it through and offer perspective", "help by finding information and options"],
    roast: [
      "send three articles and a podcast about the problem",
      "analyse the situation like a talk-show panel",
    ],
  },
  water: {
    normal: ["offer comfort and really listen", "notice how the other feels before they say it"],
    roast: ["feel the other's feelings with them, at full volume", "turn up with tea and a very long hug"],
  },
};

export const MODALITY_ROLE: Readonly<Record<Modality, Phrasings>> = {
  cardinal: {
    normal: ["Project lead who starts things", "The one who sets direction and deadlines"],
    roast: ["Self-appointed project lead", "Person who books the kickoff meeting and vanishes"],
  },
  fixed: {
    normal: ["Finisher who keeps quality steady", "Keeper of standards and long-term focus"],
    roast: ["Person who refuses to change the plan, correctly", "Guardian of the shared drive folder"],
  },
  mutable: {
    normal: ["Problem-solver who adapts when plans change", "Connector between people and tasks"],
    roast: ["Person who fixes everything at 5pm on a Friday", "Diplomat between two stubborn colleagues"],
  },
};

export const ELEMENT_ROLE: Readonly<Record<Element, Phrasings>> = {
  fire: {
    normal: ["pitching and motivating", "sales and launches"],
    roast: ["hype and pitching", "enthusiasm, mostly"],
  },
  earth: {
    normal: ["planning, budgets and delivery", "operations and quality"],
    roast: ["spreadsheets and reality checks", "saying 'that will not fit the budget'"],
  },
  air: {
    normal: ["communication and networking", "ideas and strategy"],
    roast: ["talking to people and meetings about meetings", "brainstorms"],
  },
  water: {
    normal: ["people, culture and care for the team", "creative direction"],
    roast: ["team morale and birthday cards", "vibes and creative direction"],
  },
};
