/**
 * What each sign colours, written by us for this product, in both voices.
 *
 * - `style`: adverbial phrase that finishes "…works {style}" ("fast and head-on").
 * - `gift`, `shadow`: noun phrases for strengths and growth areas.
 * - `moonDay`: noun phrase, what a day with the Moon in this sign suits.
 * - `moonTasks`: to-do titles for a day with the Moon in this sign.
 * - `traits`: single adjectives for short lists.
 */
import type { Sign } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export interface SignText {
  style: Phrasings;
  gift: Phrasings;
  shadow: Phrasings;
  moonDay: Phrasings;
  moonTasks: Phrasings;
  traits: Phrasings;
}

export const SIGN_TEXT: Readonly<Record<Sign, SignText>> = {
  aries: {
    style: {
      normal: [
        "fast and head-on",
        "directly, with more courage than patience",
        "by acting first and adjusting on the way",
      ],
      roast: [
        "at full speed, with the brakes to be installed later",
        "like someone who replies before reading the whole message",
        "first and fastest, with the thinking scheduled for afterwards",
      ],
    },
    gift: {
      normal: ["the nerve to go first", "honesty people can rely on", "a talent for getting things started"],
      roast: [
        "the guts to start what others only talk about",
        "being finished before others have read the brief",
        "honesty that skips the warm-up",
      ],
    },
    shadow: {
      normal: [
        "impatience with slow processes",
        "starting more than you finish",
        "reacting before listening",
      ],
      roast: [
        "a start-to-finish ratio of about five to one",
        "treating every queue as a personal challenge",
        "arguing first and reading the article later",
      ],
    },
    moonDay: {
      normal: [
        "starting things and speaking up",
        "quick decisions and fresh starts",
        "getting moving rather than planning",
        "brave first steps and honest words",
        "physical energy and short, sharp tasks",
        "taking the initiative before anyone asks",
      ],
      roast: [
        "acting first and apologising efficiently",
        "short fuses and fast starts",
        "impulse decisions with good intentions",
        "speed over patience, for better or worse",
        "volunteering first and reading the details later",
        "competitive energy looking for a target",
      ],
    },
    moonTasks: {
      normal: [
        "Start the task you keep circling",
        "Make one quick decision",
        "Do the five-minute task right now",
        "Take the lead on one small plan",
        "Try something for the first time",
      ],
      roast: [
        "Start something before lunch",
        "Decide something in under five minutes",
        "Go first, then think, then apologise",
        "Start one thing and finish its first step",
        "Time yourself on one chore",
      ],
    },
    traits: {
      normal: ["bold", "direct", "energetic"],
      roast: ["impatient", "loud about it", "first in line"],
    },
  },
  taurus: {
    style: {
      normal: [
        "slowly, steadily and with a strong sense of what is worth it",
        "patiently, building on what already works",
        "through comfort, quality and stubborn loyalty",
      ],
      roast: [
        "at the speed of a Sunday morning, and proud of it",
        "like someone who has ordered the same meal for six years",
        "with the flexibility of a very comfortable armchair",
      ],
    },
    gift: {
      normal: [
        "patience that outlasts everyone else's",
        "a good eye for quality and value",
        "reliability people build on",
      ],
      roast: [
        "the patience to wait out anyone in a negotiation",
        "excellent taste in bread, blankets and bank accounts",
        "being the friend who actually turns up",
      ],
    },
    shadow: {
      normal: [
        "digging in when change is needed",
        "holding on to comfort too long",
        "stubbornness dressed as principle",
      ],
      roast: [
        "refusing to change your mind on principle, even when the principle left",
        "treating every new idea like a threat to the sofa",
        "stubbornness with a loyalty card",
      ],
    },
    moonDay: {
      normal: [
        "steady work, good food and simple pleasures",
        "money matters and practical comfort",
        "slow, satisfying progress",
        "patient work that builds on itself",
        "good meals and unhurried company",
        "sorting out the practical comforts of home",
      ],
      roast: [
        "snacks, naps and refusing to be rushed",
        "comfort shopping with a fancy excuse",
        "doing one thing, slowly, with a blanket",
        "refusing to move faster than the slowest snack",
        "treating yourself and calling it a budget review",
        "one long task and a long lunch",
      ],
    },
    moonTasks: {
      normal: [
        "Cook something proper",
        "Review one money matter",
        "Enjoy one slow meal",
        "Tend to one plant or garden corner",
        "Put money aside, even a little",
      ],
      roast: [
        "Check the bank app before the snack app",
        "Finish one thing slowly but actually finish it",
        "Refuse to be rushed, productively",
        "Buy good bread, not a new gadget",
        "Enjoy the sofa after the task, not instead",
      ],
    },
    traits: { normal: ["steady", "loyal", "practical"], roast: ["stubborn", "cosy", "immovable"] },
  },
  gemini: {
    style: {
      normal: [
        "quickly, curiously and in many directions at once",
        "through talk, questions and quick connections",
        "by switching angles until something clicks",
      ],
      roast: [
        "like a browser with 40 tabs and a podcast playing in one of them",
        "in three conversations at once, all half-finished",
        "by changing the subject right before the useful part",
      ],
    },
    gift: {
      normal: [
        "quick learning and a gift for explaining",
        "curiosity that connects people and ideas",
        "wit and adaptability",
      ],
      roast: [
        "knowing a little about everything and saying all of it",
        "the ability to talk your way into and out of anything",
        "being fun at parties and in group chats",
      ],
    },
    shadow: {
      normal: [
        "scattered focus",
        "dropping things when they stop being new",
        "talking around a feeling instead of about it",
      ],
      roast: [
        "a tower of half-read books",
        "enthusiasm with a two-week shelf life",
        "answering a serious question with a joke and a meme",
      ],
    },
    moonDay: {
      normal: [
        "messages, errands and quick conversations",
        "learning, reading and catching up with people",
        "variety and short tasks",
        "messages, errands and quick chats",
        "learning something small and sharing it",
        "juggling several light tasks at once",
      ],
      roast: [
        "gossip, group chats and 12 open tabs",
        "starting four things and texting about all of them",
        "small talk with big opinions",
        "twelve conversations and no conclusions",
        "group chats, side quests and half-read articles",
        "being interested in everything for ten minutes each",
      ],
    },
    moonTasks: {
      normal: [
        "Reply to three messages",
        "Learn one new thing",
        "Read an article to the end",
        "Have a chat with a neighbour",
        "Write down three ideas",
      ],
      roast: [
        "Finish one tab before opening another",
        "Reply to the oldest unread message",
        "Start one conversation, finish one",
        "Listen to a whole voice note",
        "Pick one of your nine hobbies for today",
      ],
    },
    traits: { normal: ["curious", "witty", "adaptable"], roast: ["chatty", "distractible", "restless"] },
  },
  cancer: {
    style: {
      normal: [
        "protectively, with strong instincts and a long memory",
        "through care, loyalty and a need to feel safe",
        "by looking after people first and yourself later",
      ],
      roast: [
        "like a parent at a school trip, counting heads and snacks",
        "with the emotional memory of a filing cabinet",
        "by mothering everyone and then sulking that nobody mothers you",
      ],
    },
    gift: {
      normal: [
        "deep loyalty and care",
        "emotional intelligence and good instincts",
        "making people feel at home",
      ],
      roast: [
        "remembering everyone's birthday and every slight",
        "turning any room into a cosy base camp",
        "feeding people until they agree with you",
      ],
    },
    shadow: {
      normal: ["taking things personally", "retreating instead of asking", "holding on to old hurts"],
      roast: [
        "going quiet and expecting people to guess why",
        "keeping receipts for feelings from 2016",
        "retreating into your shell with the blinds down",
      ],
    },
    moonDay: {
      normal: [
        "home, family and looking after yourself",
        "cooking, resting and close company",
        "feelings and familiar places",
        "home, family and looking after people",
        "cooking, nesting and quiet evenings",
        "checking in on the people you love",
      ],
      roast: [
        "blanket forts and old photos",
        "comfort food and mild nostalgia",
        "calling your family and then needing a nap",
        "nostalgia and a suspicious amount of snacks",
        "calling home and pretending it was your idea",
        "cosy plans and very big feelings about them",
      ],
    },
    moonTasks: {
      normal: [
        "Call someone from your family",
        "Tidy one room at home",
        "Cook a family recipe",
        "Look after someone who needs it",
        "Make your bed feel inviting",
      ],
      roast: [
        "Call home without checking the clock",
        "Make an actual dinner",
        "Call a relative before they call you",
        "Feed someone, including yourself",
        "Watch the comfort show guilt-free, after dinner",
      ],
    },
    traits: { normal: ["caring", "loyal", "intuitive"], roast: ["touchy", "protective", "nostalgic"] },
  },
  leo: {
    style: {
      normal: [
        "warmly, generously and in full view",
        "with pride, loyalty and a flair for the dramatic",
        "by leading with the heart and expecting the same back",
      ],
      roast: [
        "like a headliner who insists on an encore",
        "centre stage, with the lighting adjusted",
        "generously, as long as someone notices",
      ],
    },
    gift: {
      normal: ["warmth that lifts a room", "courage and creative confidence", "generosity and loyalty"],
      roast: [
        "making any gathering feel like an event",
        "confidence that could sell ice to a penguin",
        "being the best hype-person your friends have",
      ],
    },
    shadow: {
      normal: [
        "needing recognition to feel secure",
        "pride that gets in the way of apologies",
        "taking feedback as rejection",
      ],
      roast: [
        "checking who saw your story before you check your messages",
        "treating feedback as a personal attack on your brand",
        "needing applause for taking out the bins",
      ],
    },
    moonDay: {
      normal: [
        "creative work, play and showing what you made",
        "generosity, fun and being seen",
        "warmth and a bit of drama",
        "creative work and generous gestures",
        "showing up fully and being seen",
        "play, warmth and a little drama",
      ],
      roast: [
        "performing for an audience that did not buy tickets",
        "selfies with a narrative arc",
        "drama with good lighting",
        "applause-seeking, ideally for something real",
        "big gestures and bigger entrances",
        "main-character energy with an actual plot",
      ],
    },
    moonTasks: {
      normal: [
        "Share something you made",
        "Praise someone in public",
        "Make something you are proud of",
        "Give someone a sincere compliment",
        "Do one playful thing",
      ],
      roast: [
        "Hype a friend instead of yourself",
        "Post something you made, not something you bought",
        "Take a bow for one real thing",
        "Compliment someone better than you",
        "Dance in the kitchen, badly",
      ],
    },
    traits: { normal: ["warm", "proud", "generous"], roast: ["dramatic", "attention-loving", "theatrical"] },
  },
  virgo: {
    style: {
      normal: [
        "carefully, with an eye for detail and improvement",
        "through useful work and precise thinking",
        "by analysing, sorting and fixing",
      ],
      roast: [
        "like a proofreader who cannot switch off",
        "with a colour-coded plan for the plan",
        "by spotting the one typo in a wedding speech",
      ],
    },
    gift: {
      normal: [
        "precision and a practical mind",
        "the skill to make things work better",
        "reliable, careful help",
      ],
      roast: [
        "finding the flaw in any plan within 30 seconds",
        "being the only one who read the instructions",
        "fixing things nobody noticed were broken",
      ],
    },
    shadow: {
      normal: [
        "self-criticism and perfectionism",
        "worrying about details that do not matter",
        "helping when nobody asked",
      ],
      roast: [
        "rewriting a two-line email for 40 minutes",
        "editing other people's grocery lists",
        "stress-cleaning instead of saying what is wrong",
      ],
    },
    moonDay: {
      normal: [
        "sorting, planning and useful routines",
        "detail work and practical fixes",
        "lists, errands and tidy results",
        "tidying, planning and careful work",
        "fixing small problems before they grow",
        "health routines and useful lists",
      ],
      roast: [
        "alphabetising the spice rack as therapy",
        "colour-coded panic",
        "fixing everything except the actual problem",
        "colour-coding as a coping mechanism",
        "noticing every typo in everyone else's work",
        "lists about lists, then maybe a task",
      ],
    },
    moonTasks: {
      normal: [
        "Clear one small backlog",
        "Write tomorrow's list tonight",
        "Fix one small annoyance",
        "Sort one pile of paper",
        "Plan the next three days",
      ],
      roast: [
        "Send one email without rewriting it",
        "Tidy one drawer, not the whole flat",
        "Organise one drawer, not your whole life",
        "Fix a detail nobody asked about, then stop",
        "Make one list and actually use it",
      ],
    },
    traits: { normal: ["precise", "helpful", "practical"], roast: ["picky", "over-prepared", "critical"] },
  },
  libra: {
    style: {
      normal: [
        "diplomatically, with an eye for fairness and beauty",
        "through partnership, balance and good manners",
        "by weighing every side before moving",
      ],
      roast: [
        "after consulting three friends and a pros-and-cons list",
        "charmingly, and very slowly, because deciding is hard",
        "like a judge who cannot pick a verdict or a restaurant",
      ],
    },
    gift: {
      normal: [
        "fairness and diplomacy",
        "a talent for bringing people together",
        "taste and a sense of harmony",
      ],
      roast: [
        "making enemies agree over dinner",
        "an excellent eye for cushions and compromise",
        "charm that gets you out of parking tickets",
      ],
    },
    shadow: {
      normal: ["indecision", "keeping the peace at your own expense", "avoiding necessary conflict"],
      roast: [
        "taking 45 minutes to choose a film and then not watching it",
        "agreeing with everyone in the room, one at a time",
        "people-pleasing with a great smile",
      ],
    },
    moonDay: {
      normal: [
        "partnerships, talks and making things fair",
        "beauty, manners and compromise",
        "time with a partner or a good friend",
        "fair deals, kind words and good company",
        "making spaces and conversations more pleasant",
        "weighing options and settling one",
      ],
      roast: [
        "charm offensives and indecision",
        "rearranging furniture instead of deciding anything",
        "asking everyone's opinion and ignoring it",
        "polite indecision with excellent manners",
        "asking everyone's opinion before choosing lunch",
        "charm offensives and cushion rearranging",
      ],
    },
    moonTasks: {
      normal: [
        "Settle one open question with a partner",
        "Make one space more pleasant",
        "Make one space look balanced",
        "Settle one pending decision",
        "Share a meal with someone",
      ],
      roast: [
        "Make one decision without polling anyone",
        "Pick the restaurant in under two minutes",
        "Decide where to eat in one minute",
        "Say your opinion before hearing theirs",
        "Redecorate one shelf, not the flat",
      ],
    },
    traits: {
      normal: ["fair", "charming", "diplomatic"],
      roast: ["indecisive", "people-pleasing", "charming"],
    },
  },
  scorpio: {
    style: {
      normal: [
        "intensely, privately and with total commitment",
        "through depth, focus and loyalty",
        "by reading between the lines",
      ],
      roast: [
        "like a detective who also holds a grudge",
        "all in or not at all, with nothing in between",
        "with the privacy settings on maximum",
      ],
    },
    gift: {
      normal: ["depth and emotional courage", "loyalty and focus", "seeing what others miss"],
      roast: [
        "spotting a lie from across the room",
        "loyalty that borders on a lifetime contract",
        "research skills the intelligence services would envy",
      ],
    },
    shadow: {
      normal: ["suspicion and secrecy", "holding on to control", "all-or-nothing reactions"],
      roast: [
        "keeping a mental list of who wronged you, with dates",
        "testing people instead of trusting them",
        "reading three years of someone's posts before the first date",
      ],
    },
    moonDay: {
      normal: [
        "focus, research and honest talks",
        "getting to the bottom of something",
        "privacy and deep work",
        "deep focus and honest conversations",
        "research, privacy and getting to the truth",
        "letting go of what is finished",
      ],
      roast: [
        "intense stares and unread messages",
        "deep dives into other people's business",
        "brooding with excellent focus",
        "intense stares at ordinary problems",
        "investigating things nobody asked you to investigate",
        "all-or-nothing moods with a dramatic soundtrack",
      ],
    },
    moonTasks: {
      normal: [
        "Get to the bottom of one problem",
        "Have one honest conversation",
        "Finish one thing that needs focus",
        "Say one true thing kindly",
        "Clear out one old file",
      ],
      roast: [
        "Let one grudge go",
        "Stop investigating someone's profile",
        "Investigate your own habits",
        "Let one suspicion go unverified",
        "Delete the screenshot you keep as evidence",
      ],
    },
    traits: { normal: ["intense", "loyal", "perceptive"], roast: ["secretive", "intense", "suspicious"] },
  },
  sagittarius: {
    style: {
      normal: [
        "openly, optimistically and with a hunger for meaning",
        "through adventure, learning and honesty",
        "by aiming far and figuring out details later",
      ],
      roast: [
        "like someone who books the flight and then checks the passport",
        "with total honesty and zero tact",
        "at high speed in the general direction of 'somewhere else'",
      ],
    },
    gift: {
      normal: [
        "optimism and a big-picture view",
        "honesty and a love of learning",
        "the ability to lift people's spirits",
      ],
      roast: [
        "turning a bad day into a funny story",
        "knowing a great place in every city you visited once",
        "optimism that survives anything, including evidence",
      ],
    },
    shadow: {
      normal: [
        "overpromising",
        "restlessness when things get routine",
        "bluntness that lands harder than intended",
      ],
      roast: [
        "saying the quiet part loudly at dinner",
        "leaving before the washing-up",
        "making plans for five countries and finishing zero forms",
      ],
    },
    moonDay: {
      normal: [
        "learning, travel plans and big ideas",
        "honest talk and fresh air",
        "getting out of the usual routine",
        "big-picture thinking and learning",
        "plans for travel or study",
        "optimism and honest, open talk",
      ],
      roast: [
        "booking trips you cannot afford",
        "blunt opinions and long walks",
        "escaping responsibilities with a map",
        "grand plans with small print you will skip",
        "booking trips in your head during meetings",
        "blunt honesty you will call 'just being real'",
      ],
    },
    moonTasks: {
      normal: [
        "Plan one trip or outing",
        "Read something that widens your view",
        "Learn something outside your field",
        "Take a longer route home",
        "Plan one adventure",
      ],
      roast: [
        "Finish one form before planning a trip",
        "Say one honest thing with tact",
        "Book the trip instead of pinning it",
        "Learn a fact you can drop at dinner",
        "Say the honest thing, with a smile",
      ],
    },
    traits: {
      normal: ["optimistic", "honest", "adventurous"],
      roast: ["restless", "blunt", "overcommitted"],
    },
  },
  capricorn: {
    style: {
      normal: [
        "with ambition, patience and a long view",
        "through structure, responsibility and earned results",
        "by climbing one step at a time",
      ],
      roast: [
        "like a CEO of a company that is just you",
        "with a five-year plan and a spreadsheet for fun",
        "seriously, even on holiday",
      ],
    },
    gift: {
      normal: ["discipline and staying power", "practical ambition", "the reliability that earns trust"],
      roast: [
        "finishing things, which is rarer than you think",
        "treating deadlines as sacred",
        "having a plan B, C and a laminated D",
      ],
    },
    shadow: {
      normal: [
        "working past the point of joy",
        "treating rest as something to earn",
        "hiding feelings behind duty",
      ],
      roast: [
        "answering work emails in bed",
        "scheduling fun and then cancelling it for work",
        "calling your workaholism 'just being responsible'",
      ],
    },
    moonDay: {
      normal: [
        "serious work, planning and commitments",
        "structure, goals and responsibility",
        "steady effort with visible results",
        "steady effort and long-term plans",
        "responsibility and finishing what you own",
        "structure, budgets and clear goals",
      ],
      roast: [
        "productivity guilt and spreadsheets",
        "answering emails on a day off",
        "ambition with no lunch break",
        "working through lunch and calling it ambition",
        "five-year plans and zero spontaneity",
        "acting like the only adult in the group chat",
      ],
    },
    moonTasks: {
      normal: [
        "Set one clear goal for the month",
        "Finish one task you own",
        "Review your goals for the week",
        "Do one task before it is urgent",
        "Tidy your desk",
      ],
      roast: [
        "Take an actual lunch break",
        "Close the laptop at a set time",
        "Schedule rest like it is a meeting",
        "Finish work at the time you promised",
        "Tidy the desk you work from, not the one you dream of",
      ],
    },
    traits: {
      normal: ["disciplined", "ambitious", "reliable"],
      roast: ["workaholic", "serious", "controlling"],
    },
  },
  aquarius: {
    style: {
      normal: [
        "independently, with original ideas and a cool head",
        "through ideas, friendship and a wish to improve things",
        "by questioning the usual way",
      ],
      roast: [
        "like a rebel with a very organised cause",
        "at a polite emotional distance of about three metres",
        "by disagreeing with the room to see what happens",
      ],
    },
    gift: {
      normal: ["original thinking", "loyalty to friends and causes", "seeing what could be better"],
      roast: [
        "inventing solutions to problems nobody else has noticed",
        "having friends in every corner of the internet",
        "being weird in a way that ends up useful",
      ],
    },
    shadow: {
      normal: [
        "emotional distance",
        "stubborn independence",
        "caring more about ideas than people's feelings",
      ],
      roast: [
        "responding to feelings with a theory",
        "being contrarian before breakfast",
        "ghosting people because you needed space to think about humanity",
      ],
    },
    moonDay: {
      normal: [
        "friends, groups and new ideas",
        "experiments and breaking routine",
        "future plans and shared causes",
        "friends, groups and fresh ideas",
        "trying a new method or tool",
        "independent thinking and useful causes",
      ],
      roast: [
        "contrarian takes and group chats",
        "detached vibes and odd projects",
        "saving the world from your sofa",
        "contrarian takes delivered with confidence",
        "reinventing a routine that was working fine",
        "being friendly to everyone and close to nobody",
      ],
    },
    moonTasks: {
      normal: [
        "Reach out to a friend you have not seen",
        "Try one new method",
        "Meet a friend in person",
        "Try a new tool or app for one task",
        "Help a cause you care about",
      ],
      roast: [
        "Answer a feelings question without a theory",
        "Meet a friend in person",
        "Go to the meetup instead of the forum",
        "Have one opinion in person",
        "Be weird in a useful way",
      ],
    },
    traits: { normal: ["original", "independent", "friendly"], roast: ["detached", "contrarian", "quirky"] },
  },
  pisces: {
    style: {
      normal: [
        "intuitively, compassionately and with a lot of imagination",
        "through empathy, art and a feel for the mood",
        "by sensing what is needed before it is said",
      ],
      roast: [
        "like someone who lives in a playlist",
        "on vibes, with the calendar as a loose suggestion",
        "by drifting, elegantly, away from the point",
      ],
    },
    gift: {
      normal: ["empathy and imagination", "creative talent", "understanding people without words"],
      roast: [
        "feeling what the room feels before the room does",
        "making art out of a mildly bad week",
        "being everyone's emotional support friend",
      ],
    },
    shadow: {
      normal: ["blurry boundaries", "escaping instead of deciding", "taking on other people's moods"],
      roast: [
        "ignoring problems by watching a whole series",
        "saying yes to everyone and then hiding",
        "living in a daydream with the post unopened",
      ],
    },
    moonDay: {
      normal: [
        "rest, creativity and quiet time",
        "kindness, music and intuition",
        "letting the day flow a little",
        "imagination, music and quiet kindness",
        "rest, reflection and creative work",
        "listening to your intuition",
      ],
      roast: [
        "daydreams, naps and unopened post",
        "sad songs and good intentions",
        "vibes instead of plans",
        "daydreams with deadlines politely ignored",
        "soft focus, soft playlists, soft excuses",
        "floating through tasks and forgetting half",
      ],
    },
    moonTasks: {
      normal: [
        "Spend an hour on something creative",
        "Rest without a screen",
        "Make time for music or art",
        "Rest without a screen",
        "Do one kind thing quietly",
      ],
      roast: [
        "Open the post",
        "Leave one daydream and make one plan",
        "Daydream on purpose, then do one task",
        "Finish one creative thing you started",
        "Float for an hour, then answer one email",
      ],
    },
    traits: {
      normal: ["intuitive", "compassionate", "imaginative"],
      roast: ["dreamy", "escapist", "oversensitive"],
    },
  },
};
