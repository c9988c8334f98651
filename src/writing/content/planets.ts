/**
 * What each planet means, written by us for this product, in both voices.
 *
 * - `domain`: noun phrase that follows "your" ("your drive and what you go after").
 * - `core`: one sentence on the planet's job in a birth chart.
 * - `gist`: noun phrase, what a transit of this planet brings, by aspect family.
 * - `advice`: imperative clause (lower-case start), what to do with such a transit.
 * - `tasks`: to-do titles (imperative, capitalised) for such a transit.
 */
import type { AspectFamily, NatalPoint, Planet } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export interface PlanetText {
  domain: Phrasings;
  core: Phrasings;
  gist: Readonly<Record<AspectFamily, Phrasings>>;
  advice: Readonly<Record<AspectFamily, Phrasings>>;
  tasks: Readonly<Record<AspectFamily, Phrasings>>;
}

export const PLANET_TEXT: Readonly<Record<Planet, PlanetText>> = {
  sun: {
    domain: {
      normal: [
        "sense of self and what you want your life to be about",
        "core identity and where you put your best energy",
        "need to be recognised for what you actually do",
      ],
      roast: [
        "ego and its ongoing search for applause",
        "main-character energy",
        "need to get credit for loading the dishwasher",
      ],
    },
    core: {
      normal: [
        "The Sun is the centre of the chart: what you run on, what you need to feel like yourself, and the place where you want to be seen.",
        "Your Sun shows the fuel you burn, the thing that makes a day feel like yours rather than somebody else's.",
        "The Sun describes your core drive, the part of you that wants to build something with your name on it.",
      ],
      roast: [
        "The Sun is your ego's home address, and yes, it expects visitors.",
        "Your Sun is the part of you that narrates your life like a documentary nobody commissioned.",
        "The Sun is who you are when you stop performing for the group chat, which is rarely.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "a fresh burst of confidence and visibility",
          "a spotlight that makes your choices more noticeable",
          "a personal new-year feeling, with energy to match",
        ],
        roast: [
          "a spotlight you will absolutely milk",
          "the confidence of someone who just got a compliment on their playlist",
          "annual-review energy, except you wrote the review yourself",
        ],
      },
      flow: {
        normal: [
          "easy confidence and a clear sense of direction",
          "good energy and people who are glad to help",
          "a tailwind for anything that shows what you can do",
        ],
        roast: [
          "suspiciously good vibes that you should not waste on scrolling",
          "confidence that, for once, is backed by evidence",
          "a rare day when your ego and your to-do list agree",
        ],
      },
      friction: {
        normal: [
          "a clash between what you want and what the day demands",
          "pressure to prove yourself, and less patience for it",
          "a push to stop coasting and pick a direction",
        ],
        roast: [
          "a bruised ego looking for someone to blame",
          "the urge to win an argument you started with yourself",
          "a sudden need to be right about something that does not matter",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "start the thing you have been describing to friends for months",
          "put your name on one piece of work and show it to someone who matters",
          "decide what this year is for and write it down in one sentence",
          "say out loud what you want this year to be about",
          "take the lead on something that carries your name",
          "choose one goal and tell one person about it",
          "spend an hour on the work you would do for free",
          "wear your confidence into the room and ask for the chair",
        ],
        roast: [
          "use the spotlight for one real thing, not a fifth story about your coffee",
          "start the project instead of announcing it again",
          "take credit for something you actually finished, for a change",
          "make one bold move that is not a haircut",
          "lead the meeting instead of live-commenting it in the chat",
          "take the compliment, then take the next step",
          "put your name on the idea before someone else does",
          "pick a goal that does not need an audience",
        ],
      },
      flow: {
        normal: [
          "ask for the thing you would normally wait to be offered",
          "pitch the idea while people are receptive",
          "say yes to the invitation that would put you in front of new people",
          "show your work to someone whose opinion you respect",
          "volunteer for the task that plays to your strengths",
          "let people help you; they want to",
          "share a win, however small, with someone close",
          "use the good energy on the hardest conversation of the week",
        ],
        roast: [
          "ask for the raise, the favour or the date before you talk yourself out of it",
          "ride the good mood into one finished task instead of a nap",
          "accept the compliment without a three-part disclaimer",
          "let your work do the bragging for once",
          "say yes to the spotlight without a fake protest",
          "use the good mood to finish, not just to start",
          "ask for feedback and do not argue with it",
          "accept the invitation before your ego negotiates terms",
        ],
      },
      friction: {
        normal: [
          "pick one priority and let the rest wait a day",
          "notice when you are defending your pride rather than your point",
          "do the work quietly and let the results speak later",
          "let one small disagreement go unanswered",
          "take a break before you defend your position",
          "ask yourself what you need, not what you need to prove",
          "trade one 'I' for a 'we' in today's talks",
          "choose progress over being right",
        ],
        roast: [
          "let someone else be right once; you will survive it",
          "stop refreshing the thread to see who agreed with you",
          "lower the volume on your ego and raise it on your to-do list",
          "lose one argument on purpose; it builds character",
          "put the ego in airplane mode until dinner",
          "resist the urge to explain why you were technically correct",
          "skip the victory lap over something tiny",
          "let somebody else have the last word, just once",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Start one project with your name on it",
          "Write down what this year is for",
          "Name one goal out loud",
          "Lead one small thing today",
          "Spend an hour on your own project",
          "Put your name on a finished piece",
        ],
        roast: [
          "Start the thing you keep announcing",
          "Take credit for one finished task",
          "Do one thing worth bragging about",
          "Lead without a speech",
          "Finish before you announce",
          "Claim the credit you earned",
        ],
      },
      flow: {
        normal: [
          "Ask for something you want",
          "Show your work to someone who matters",
          "Ask for feedback on your work",
          "Say yes to one invitation",
          "Share a recent win",
          "Offer your strongest skill to someone",
        ],
        roast: [
          "Accept a compliment without arguing",
          "Pitch the idea before you overthink it",
          "Take the compliment, then take a step",
          "Say yes before your ego negotiates",
          "Show the work, skip the caveats",
          "Volunteer for the visible task",
        ],
      },
      friction: {
        normal: [
          "Pick today's one priority",
          "Let one small disagreement go",
          "Let someone else decide one thing",
          "Take a pause before defending yourself",
          "Trade one 'I' for a 'we'",
          "Choose progress over being right",
        ],
        roast: [
          "Lose one argument on purpose",
          "Close the thread you keep refreshing",
          "Skip one victory lap",
          "Put the ego on airplane mode",
          "Let somebody else have the last word",
          "Stop explaining why you were right",
        ],
      },
    },
  },
  moon: {
    domain: {
      normal: [
        "emotional needs and what makes you feel safe",
        "moods, habits and what you need to feel at home",
        "instincts and the way you look after yourself and others",
      ],
      roast: [
        "feelings, which you handle by reorganising a drawer",
        "comfort habits and your emergency snack drawer",
        "moods that arrive without an appointment",
      ],
    },
    core: {
      normal: [
        "The Moon shows what you need to feel safe and how you react before you have time to think.",
        "Your Moon describes your emotional weather: what soothes you, what unsettles you and how you care for people.",
        "The Moon is your inner routine, the habits and comforts that keep you steady when the day gets loud.",
      ],
      roast: [
        "The Moon is where your feelings live, and they have not paid rent in years.",
        "Your Moon explains why you cancel plans and then feel lonely about it.",
        "The Moon is the version of you at 11pm with a spoon in the ice cream, making decisions.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "a wave of feeling that shows what you really need",
          "stronger instincts and a need for comfort",
          "an emotional reset, short but clear",
        ],
        roast: [
          "a mood with the volume turned all the way up",
          "feelings you will pretend are just tiredness",
          "a short, intense urge to text someone you should not",
        ],
      },
      flow: {
        normal: [
          "an easy emotional rhythm and good instincts",
          "a calm mood that puts people at ease",
          "gut feelings you can trust",
        ],
        roast: [
          "a rare good mood, so do not ruin it with the news",
          "instincts that are right for once, so listen to them",
          "the emotional stability of someone who has eaten a proper meal",
        ],
      },
      friction: {
        normal: [
          "touchy moods and quick reactions",
          "a gap between what you feel and what you say",
          "restlessness that asks for a little care",
        ],
        roast: [
          "the urge to reply to a message with a passive-aggressive 'fine'",
          "mood swings with excellent timing",
          "feelings you will try to fix with online shopping",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "name what you need before you ask anyone else for it",
          "give yourself an hour with nothing scheduled",
          "cook, tidy or walk: something simple that steadies you",
          "check in with how you feel before you check your phone",
          "make your home a little calmer tonight",
          "say what you need to someone who can give it",
          "keep today's plans light and flexible",
          "spend a quiet hour somewhere that feels safe",
          "keep one evening free for yourself this week",
          "ask for a hug, a call or a chat, whichever helps",
          "let a feeling pass before making it a plan",
          "tidy your space, then enjoy it",
        ],
        roast: [
          "feel the feeling, then put the phone in another room",
          "eat something that was not bought at a petrol station",
          "journal it instead of posting it",
          "feel the feelings before they book a weekend away",
          "skip the emotional online shopping",
          "tell someone you are tired instead of being weird about it",
          "cancel nothing, but promise nothing new",
          "have the early night you keep threatening",
          "feel something without announcing it online",
          "go home on time, at least emotionally",
          "pick comfort that does not need a delivery driver",
          "have a quiet night and do not call it boring",
        ],
      },
      flow: {
        normal: [
          "trust your first read on people today",
          "do the kind thing you have been meaning to do",
          "make the place you live a little more comfortable",
          "cook something comforting and share it",
          "call someone who feels like home",
          "follow your instinct on a small decision",
          "spend the evening with people who put you at ease",
          "do one caring thing for yourself without guilt",
          "make plans with people who make you feel at home",
          "let a kind instinct turn into an action",
          "enjoy a simple evening without a list",
          "say yes to the comfortable plan",
        ],
        roast: [
          "use the good mood to reply to the messages you have been hiding from",
          "make plans while you still like people",
          "call your family before the mood wears off",
          "use the soft mood to apologise for something minor",
          "make dinner plans while you still like people",
          "trust your gut, but not your gut at 2am",
          "tidy the spot you always dump things",
          "say something kind to a relative, unprompted",
          "phone a friend before you reheat old drama",
          "go to the family dinner with an open mind",
          "let the good mood pay for one favour",
          "cosy up without a side of doom-scrolling",
        ],
      },
      friction: {
        normal: [
          "wait an hour before answering anything that stings",
          "keep the evening simple and get to bed on time",
          "say how you feel in one plain sentence instead of hinting",
          "name the mood before it makes decisions for you",
          "choose rest over one more obligation",
          "keep the evening quiet and the phone far away",
          "ask for space kindly rather than disappearing",
          "notice what you are really reacting to",
          "give yourself an early night, without excuses",
          "say you need quiet instead of getting short with people",
          "put off emotional decisions until tomorrow",
          "check in with the basics: food, water, rest",
        ],
        roast: [
          "do not reply 'k', even if you mean it",
          "step away from the late-night online basket",
          "sleep on it before sending the paragraph",
          "do not answer the family group chat in a mood",
          "sulk privately, then get over it by dinner",
          "eat before you decide anything",
          "skip the 2am message, it will keep",
          "cry at a film if you must, not at the self-checkout",
          "take the mood for a walk before it takes you shopping",
          "do not pick a fight with the washing-up",
          "leave the group chat on mute until you are human again",
          "postpone the big talk until after food and sleep",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Block one hour for yourself",
          "Write down what you need this week",
          "Check in with your mood at noon",
          "Make your home calmer tonight",
          "Say what you need to one person",
          "Keep tonight's plans light",
        ],
        roast: [
          "Feel one feeling without posting it",
          "Put the phone in another room for an hour",
          "Feel it before you buy something",
          "Tell someone you are tired",
          "Have the early night you threatened",
          "Skip the emotional online shopping",
        ],
      },
      flow: {
        normal: [
          "Do one kind thing for someone close",
          "Make your space a bit cosier",
          "Cook something comforting",
          "Call someone who feels like home",
          "Trust your gut on one small choice",
          "Do one caring thing for yourself",
        ],
        roast: [
          "Answer the messages you have been dodging",
          "Call a relative while you are in a good mood",
          "Make dinner plans while you like people",
          "Tidy the spot where you dump things",
          "Say one kind thing to a relative",
          "Apologise for one minor thing",
        ],
      },
      friction: {
        normal: [
          "Wait before replying to anything tense",
          "Go to bed on time",
          "Name your mood before deciding",
          "Choose rest over one obligation",
          "Ask for space kindly",
          "Keep the phone far away tonight",
        ],
        roast: [
          "Do not reply with 'fine'",
          "Empty the online basket, do not check out",
          "Eat before deciding anything",
          "Sulk privately, finish by dinner",
          "Skip the 2am message",
          "Mute the family chat for an hour",
        ],
      },
    },
  },
  mercury: {
    domain: {
      normal: [
        "thinking, talking and the way you make sense of things",
        "mind, words and how you learn",
        "curiosity and the way you explain yourself",
      ],
      roast: [
        "inner monologue, which never takes a day off",
        "typing speed and lack of editing",
        "habit of starting sentences you have not finished thinking",
      ],
    },
    core: {
      normal: [
        "Mercury is how your mind works: what catches your attention, how you learn and how you put things into words.",
        "Your Mercury shows the way you think and talk, from the questions you ask to the way you argue a point.",
        "Mercury describes your mental style, the speed and shape of your thoughts and how you share them.",
      ],
      roast: [
        "Mercury is the narrator in your head who has opinions about everything, including this sentence.",
        "Your Mercury explains your voice notes, all four minutes of them.",
        "Mercury is why you have 40 browser tabs open and remember why for three of them.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "a busy mind and plenty to say",
          "sharp ideas and a lot of messages",
          "mental focus that is good for planning and writing",
        ],
        roast: [
          "a brain with 40 tabs open and music playing from one of them",
          "the urge to explain your point a fourth time",
          "enough ideas to start six group chats",
        ],
      },
      flow: {
        normal: [
          "clear thinking and conversations that go well",
          "easy words, good timing and useful information",
          "a knack for explaining things so people get them",
        ],
        roast: [
          "rare moments when what you say matches what you meant",
          "a silver tongue, so use it for good and not for excuses",
          "the ability to write an email that does not need three follow-ups",
        ],
      },
      friction: {
        normal: [
          "crossed wires, second-guessing and hasty words",
          "mental clutter and conversations that go sideways",
          "a tendency to overthink and then say too much",
        ],
        roast: [
          "overthinking with a side of typos",
          "the urge to reply-all with a spicy take",
          "drafting the same text for an hour and then sending the wrong one",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "write down the idea before the next one replaces it",
          "plan the week on paper instead of in your head",
          "have the conversation you have been rehearsing",
          "note every idea today and pick the best one tomorrow",
          "start the document instead of planning the document",
          "ask the question that clears things up",
          "read the fine print while your mind is sharp",
          "talk your plan through with someone who asks good questions",
        ],
        roast: [
          "close 30 of the tabs; you know which ones",
          "send the voice note in under a minute, as a personal challenge",
          "write the idea down instead of explaining it at a party",
          "put the big idea in writing before it evaporates",
          "reply to three messages before composing a new one",
          "say it in one sentence, then stop",
          "open the document you keep renaming",
          "let someone else finish their sentence",
        ],
      },
      flow: {
        normal: [
          "send the email, make the call, sign up for the course",
          "explain your idea to the person who can act on it",
          "read or learn something you will use this month",
          "make the call you have been putting off",
          "write the message you keep rehearsing",
          "learn one skill you can use this month",
          "explain what you need clearly and early",
          "sort your notes into one tidy list",
        ],
        roast: [
          "send the email you have been drafting since last Tuesday",
          "use your words for a cover letter instead of a comment section",
          "learn one useful thing instead of watching another explainer about it",
          "unmute the group chat and reply like a functioning adult",
          "send the email without the fourth 'just checking in'",
          "finish one online course module instead of buying another",
          "say the clever thing, then the useful thing",
          "clear your notifications, then your head",
        ],
      },
      friction: {
        normal: [
          "reread before you send, and ask instead of assuming",
          "put off signing anything until the details are clear",
          "say less and check that you were understood",
          "ask one clarifying question before you answer",
          "sleep on any message written in a hurry",
          "double-check times, names and addresses",
          "keep the important talk for a calmer hour",
          "summarise what was agreed in writing",
        ],
        roast: [
          "read the message twice before sending, and once more for luck",
          "do not start a debate in the comments; nobody wins there",
          "stop rehearsing arguments in the shower with people who are not there",
          "proofread, then proofread the proofread",
          "do not debate strangers in the comments",
          "leave the voice note under a minute, as a challenge",
          "check the attachment is attached, twice",
          "stop drafting replies to arguments that ended last week",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Write the idea down",
          "Plan the week on paper",
          "Start the document today",
          "Ask the question that clears things up",
          "Read the fine print once",
          "Talk your plan through with someone",
        ],
        roast: [
          "Close 30 browser tabs",
          "Keep one voice note under a minute",
          "Open the document you keep renaming",
          "Say it in one sentence, then stop",
          "Reply to three messages first",
          "Put the big idea in writing",
        ],
      },
      flow: {
        normal: [
          "Send the email you have been putting off",
          "Learn one useful thing",
          "Make the call you put off",
          "Write the message you keep rehearsing",
          "Sort your notes into one list",
          "Explain what you need early",
        ],
        roast: [
          "Send the draft from last Tuesday",
          "Make the phone call instead of texting",
          "Reply like a functioning adult",
          "Finish one course module",
          "Clear your notifications",
          "Send it without 'just checking in'",
        ],
      },
      friction: {
        normal: [
          "Reread before sending",
          "Ask one clarifying question",
          "Double-check times and addresses",
          "Summarise one agreement in writing",
          "Sleep on one hasty message",
          "Ask before you assume",
        ],
        roast: [
          "Do not reply-all today",
          "Skip the comment-section debate",
          "Check the attachment is attached",
          "Proofread the proofread",
          "Stop drafting replies to old arguments",
          "Skip one debate with a stranger",
        ],
      },
    },
  },
  venus: {
    domain: {
      normal: [
        "love life, taste and what you value",
        "way of giving and receiving affection",
        "relationships, pleasures and relationship with money",
      ],
      roast: [
        "love life and your saved-for-later basket",
        "taste, which is expensive, and your budget, which disagrees",
        "habit of flirting with people who are clearly unavailable",
      ],
    },
    core: {
      normal: [
        "Venus shows what you find lovely and how you go about getting it, in love, friendship and spending.",
        "Your Venus describes how you attract, what you value and the way you make people feel welcome.",
        "Venus is about affection, taste and money: what you want close to you and how you keep it there.",
      ],
      roast: [
        "Venus is your taste, your flirting style and the reason your bank app makes you sigh.",
        "Your Venus explains who you fall for and why your friends roll their eyes about it.",
        "Venus is the part of you that says 'treat yourself' more often than it says 'budget'.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "warmth, charm and a pull towards people and pleasures",
          "a good moment for love, beauty in your surroundings and spending on what matters",
          "extra charm and a softer mood",
        ],
        roast: [
          "charm so strong you may flirt with the barista by accident",
          "a treat-yourself mood that your bank will remember",
          "romantic optimism that ignores every lesson of the past",
        ],
      },
      flow: {
        normal: [
          "easy affection and good company",
          "sweetness in your relationships and a good eye for value",
          "goodwill that makes asking and offering easier",
        ],
        roast: [
          "flirting that actually lands",
          "good taste with a budget attached, for once",
          "people liking you more than you like your own selfies",
        ],
      },
      friction: {
        normal: [
          "mixed signals about what and whom you want",
          "tension between wanting closeness and wanting things your way",
          "the pull to overspend or over-please",
        ],
        roast: [
          "the urge to text your ex 'hey, random, but…'",
          "impulse buys dressed up as self-care",
          "mixed signals, mostly sent by you",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "make a plan with someone you like and actually keep it",
          "spend on one thing that will last rather than five that will not",
          "tell someone what you appreciate about them",
          "make something lovely, even a well-laid table",
          "spend on one thing that will last",
          "plan a small treat with someone you like",
          "let yourself enjoy something without earning it first",
          "invite someone for a coffee and mean it",
        ],
        roast: [
          "flirt with intent, not out of boredom",
          "buy one good thing instead of six cheap regrets",
          "compliment someone without wanting anything back",
          "treat yourself to something that is not delivered in a box",
          "let someone buy you a coffee without a speech",
          "flirt, but with your own life first",
          "buy the nice version of one thing, not six cheap ones",
          "use the good plates for no reason",
        ],
      },
      flow: {
        normal: [
          "reach out to the person you have been thinking about",
          "put time into a relationship that gives back",
          "make your space or your day a little more pleasant",
          "say thank you in a way that will be remembered",
          "ask for what you want in a relationship, kindly",
          "make peace with someone you drifted from",
          "put flowers or music in your day",
          "spend time on a hobby that makes you feel good",
        ],
        roast: [
          "send the message, but proofread the emoji",
          "say yes to the date and no to the third dessert of the week",
          "treat yourself to something that is not delivered in a cardboard box",
          "send the compliment you have been sitting on",
          "enjoy the good mood without checking if it is allowed",
          "plan the date, book the table, tell them the time",
          "make up with the friend you ghosted, gracefully",
          "spend your charm on something useful, like a refund",
        ],
      },
      friction: {
        normal: [
          "say plainly what you want instead of hoping it is guessed",
          "wait 24 hours before any purchase over your usual limit",
          "notice where you are saying yes just to be liked",
          "keep purchases small until the mood passes",
          "say no to a favour you would resent",
          "notice the difference between wanting and needing",
          "let a relationship question rest for a day",
          "choose honesty over keeping the peace",
        ],
        roast: [
          "do not text the ex; write it in your notes app and let it sit there",
          "leave the basket full and the card in the wallet",
          "stop liking old photos at 1am",
          "close the shopping app before it closes your account",
          "stop comparing your love life to someone's holiday photos",
          "do not like old photos at 1am",
          "skip the retail therapy; try the walking kind",
          "say what bothers you instead of going quiet and polite",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Make a plan with someone you like",
          "Tell someone what you appreciate about them",
          "Make something look lovely",
          "Plan a small treat with someone",
          "Enjoy one thing without earning it",
          "Invite someone for coffee",
        ],
        roast: [
          "Compliment someone with no agenda",
          "Buy one good thing, not six cheap ones",
          "Use the good plates for no reason",
          "Let someone buy you a coffee",
          "Buy the nice version of one thing",
          "Flirt with your own life first",
        ],
      },
      flow: {
        normal: [
          "Reach out to someone you miss",
          "Make your space more pleasant",
          "Say thank you memorably",
          "Make peace with an old friend",
          "Put music in your morning",
          "Spend time on a favourite hobby",
        ],
        roast: [
          "Send the message you keep drafting",
          "Plan a date that is not on a sofa",
          "Send the compliment you are sitting on",
          "Book the table and name the time",
          "Make up with the friend you ghosted",
          "Use your charm to get a refund",
        ],
      },
      friction: {
        normal: [
          "Say plainly what you want",
          "Wait 24 hours before a big purchase",
          "Keep purchases small today",
          "Say no to one favour",
          "Let a relationship question rest",
          "Choose honesty over peace",
        ],
        roast: [
          "Do not text the ex",
          "Leave the online basket alone",
          "Close the shopping app",
          "Skip the retail therapy",
          "Stop liking old photos",
          "Say what bothers you, politely",
        ],
      },
    },
  },
  mars: {
    domain: {
      normal: [
        "drive and the way you go after what you want",
        "energy, courage and temper",
        "will to act and how you handle conflict",
      ],
      roast: [
        "temper and your competitive streak at board games",
        "urge to win arguments with strangers online",
        "energy, which comes in bursts followed by naps",
      ],
    },
    core: {
      normal: [
        "Mars is your drive: how you go after things, how you deal with conflict and what gets you moving.",
        "Your Mars shows the way you act under pressure, your courage and what makes you angry.",
        "Mars describes your engine, the energy you use to start, push and compete.",
      ],
      roast: [
        "Mars is the part of you that treats a slow queue as a personal challenge.",
        "Your Mars explains why you turn a friendly game night into a tournament.",
        "Mars is your temper, your ambition and the reason you hit 'send' too fast.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "a surge of drive and a short fuse",
          "raw energy that wants a target",
          "courage to start, plus some impatience",
        ],
        roast: [
          "the energy of someone who had three espressos and a grievance",
          "an urge to rearrange your furniture at midnight",
          "competitive spirit pointed at everyone, including the toaster",
        ],
      },
      flow: {
        normal: [
          "steady drive and effort that pays off",
          "energy that is easy to channel into work you care about",
          "the nerve to act without overthinking",
        ],
        roast: [
          "productive energy that you could, in theory, use for chores",
          "the courage to do the thing instead of tweeting about it",
          "motivation, an exotic visitor, so make it a coffee",
        ],
      },
      friction: {
        normal: [
          "impatience and a low tolerance for obstacles",
          "friction that can turn small things into arguments",
          "restless energy that needs a useful outlet",
        ],
        roast: [
          "the urge to send a strongly worded email with the caps lock on",
          "main-character irritation at the self-checkout",
          "a temper with excellent aim and terrible timing",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "pick the hardest task and do it first",
          "start something physical or practical and finish it today",
          "use the push to begin, and leave diplomacy for tomorrow",
          "do the physical task you have been postponing",
          "put the energy into training or a long walk",
          "make the first move on a stalled plan",
          "finish one practical job from start to end",
          "stand up for what you want, calmly and clearly",
        ],
        roast: [
          "aim the energy at the laundry mountain, not at the group chat",
          "start the thing, do not start a feud",
          "go for a run or clean the oven; just do not text anyone angry",
          "channel the rage into a deep clean",
          "sprint at the task, not at the argument",
          "use the fire to start, not to send",
          "lift something heavy that is not a grudge",
          "take the initiative without taking over the whole project",
        ],
      },
      flow: {
        normal: [
          "tackle the task you have been avoiding while it feels doable",
          "take the initiative in a project that has stalled",
          "train, build or fix something with your hands",
          "take on the task that needs courage",
          "use the energy for a workout you enjoy",
          "push a project over its next hurdle",
          "sort the repair you have been ignoring",
          "make a decision and act on it today",
        ],
        roast: [
          "finish one of the hobbies you hoarded equipment for",
          "do the chore now, while you briefly believe in yourself",
          "take the lead in the meeting instead of muttering afterwards",
          "fix the wobbly thing you have been stepping around for months",
          "use the motivation before it wanders off",
          "turn competitive energy into a personal best, not a feud",
          "do the chore now and gloat about it later",
          "go first in the queue of hard tasks",
        ],
      },
      friction: {
        normal: [
          "count to ten before you react, and pick your battles",
          "burn the extra energy with a walk or a workout before any hard talk",
          "slow down on the road and in your replies",
          "walk away from an argument you do not need to win",
          "put the frustration into exercise, not words",
          "drive and type more slowly than usual",
          "pause before you push back",
          "pick one battle today and let the others go",
        ],
        roast: [
          "do not reply to the email with the caps lock on",
          "leave the online argument; the stranger will not change their mind",
          "walk it off before you type it out",
          "do not reply to the email with the caps lock on",
          "take a breath before you rejoin the group chat",
          "count to ten, then to twenty, then maybe reply",
          "leave the self-checkout before it becomes personal",
          "keep the competitive streak for board games",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Do the hardest task first",
          "Start and finish one practical job",
          "Do one physical task you postponed",
          "Take a long, brisk walk",
          "Make the first move on a stalled plan",
          "Stand up for one thing calmly",
        ],
        roast: [
          "Attack the laundry pile",
          "Clean one thing aggressively",
          "Turn the rage into a deep clean",
          "Sprint at the task, not the argument",
          "Lift something that is not a grudge",
          "Start it before you send it",
        ],
      },
      flow: {
        normal: [
          "Restart a stalled project",
          "Take the lead on one thing",
          "Take on the task that needs nerve",
          "Push one project over a hurdle",
          "Sort the repair you ignore",
          "Make a decision and act on it",
        ],
        roast: [
          "Use one hoarded hobby kit",
          "Do the chore while motivated",
          "Fix the wobbly thing",
          "Set a personal best, not a feud",
          "Go first on the hard task",
          "Do the chore and gloat later",
        ],
      },
      friction: {
        normal: [
          "Go for a walk before any hard talk",
          "Pick one battle and drop the rest",
          "Walk away from one needless argument",
          "Exercise before any hard talk",
          "Drive and type slowly today",
          "Pause before pushing back",
        ],
        roast: [
          "Turn caps lock off",
          "Leave one online argument unanswered",
          "Unclench before replying",
          "Leave the self-checkout calmly",
          "Keep competitiveness for board games",
          "Count to twenty before replying",
        ],
      },
    },
  },
  jupiter: {
    domain: {
      normal: [
        "optimism, luck and appetite for growth",
        "sense of possibility and the way you expand",
        "beliefs, generosity and the big picture",
      ],
      roast: [
        "habit of saying yes to everything and regretting half of it",
        "optimism, which has never once read the fine print",
        "talent for turning a small plan into a five-year vision board",
      ],
    },
    core: {
      normal: [
        "Jupiter shows where you grow most easily and where you tend to overdo it.",
        "Your Jupiter describes your optimism, your generosity and the kind of opportunity you notice.",
        "Jupiter is the part of you that believes things can get bigger and better, and goes looking for proof.",
      ],
      roast: [
        "Jupiter is why you sign up for three courses and finish none of them, optimistically.",
        "Your Jupiter explains your enthusiasm for plans that need a bigger budget than you have.",
        "Jupiter is the friend in your head who says 'how hard can it be?'",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "a door opening and the confidence to walk through it",
          "growth, generosity and a bigger view of what is possible",
          "good luck that rewards people who ask",
        ],
        roast: [
          "optimism on a scale usually reserved for New Year's resolutions",
          "the urge to say yes to everything, including things that are clearly a lot",
          "big ideas with a small relationship to your calendar",
        ],
      },
      flow: {
        normal: [
          "helpful people and lucky timing",
          "a bit of ease and a good chance to learn or travel",
          "generosity that comes back to you",
        ],
        roast: [
          "luck, which you will attribute entirely to your talent",
          "open doors, provided you get off the sofa",
          "a good day to be lucky on purpose",
        ],
      },
      friction: {
        normal: [
          "overconfidence and a habit of promising too much",
          "the pull to do more, spend more and plan bigger than is wise",
          "restless optimism that needs a reality check",
        ],
        roast: [
          "the urge to buy the premium version of a hobby you started yesterday",
          "promises your future self did not agree to",
          "optimism that has not checked your bank balance",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "ask for the opportunity instead of waiting to be chosen",
          "sign up for the course, the trip or the project that stretches you",
          "be generous with time or knowledge and see what comes back",
          "say yes to the invitation that widens your world",
          "take one step towards the goal that feels too big",
          "learn something just because it interests you",
          "tell someone about the plan and ask for their help",
          "aim higher than usual, then plan the first step",
        ],
        roast: [
          "say yes to one big thing, not to eleven medium ones",
          "apply for the thing you think you are not ready for; you never are",
          "book the trip you have researched for two years",
          "dream big, then check the bank balance before the deposit",
          "sign up for one class, not the whole academy",
          "share your luck instead of bragging about it",
          "pitch the idea to someone who can actually fund it",
          "grow your plans, not your basket",
        ],
      },
      flow: {
        normal: [
          "send the application or the pitch today",
          "learn from someone who is a few steps ahead of you",
          "share a useful contact or idea with a friend",
          "accept help that is offered without feeling you owe too much",
          "follow up on the lead that looks promising",
          "teach someone what you know well",
          "plan a trip or course that broadens your view",
          "thank the people who have opened doors for you",
        ],
        roast: [
          "use the luck on something better than a scratch card",
          "take the open door before you find a reason it is a trap",
          "introduce two friends who should know each other; play matchmaker for careers",
          "say thank you to the person who vouched for you",
          "follow up the lucky break before it cools",
          "let someone else be generous to you for once",
          "read one book that is not about productivity",
          "spend the good mood on a proper plan",
        ],
      },
      friction: {
        normal: [
          "cut your plan in half and then commit to it",
          "check the numbers before you say yes",
          "promise only what you could deliver on a bad week",
          "finish one commitment before you add another",
          "ask a sceptical friend to check your idea",
          "keep the budget where you set it",
          "trade a grand plan for a first step you can take",
          "give less advice and ask more questions",
        ],
        roast: [
          "do not upgrade to the premium plan of a hobby you started on Tuesday",
          "put the vision board down and read the fine print",
          "say 'let me check my calendar' and then actually check it",
          "leave the sixth side hustle on the shelf",
          "cancel one subscription you were too optimistic about",
          "let someone else host for once",
          "count the plans on your calendar before you add another",
          "keep the five-year plan out of small talk",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Ask for one opportunity",
          "Sign up for something that stretches you",
          "Say yes to one growth step",
          "Book the course or the trip",
          "Share what you know with someone",
        ],
        roast: [
          "Say yes to exactly one big thing",
          "Apply before you feel ready",
          "Pick one big plan, not eleven",
          "Book the trip you researched for years",
          "Teach one thing without a lecture",
        ],
      },
      flow: {
        normal: [
          "Send one application or pitch",
          "Share a useful contact",
          "Learn from someone ahead of you",
          "Follow up one lucky lead",
          "Be generous with one hour",
        ],
        roast: [
          "Walk through one open door",
          "Introduce two friends who should meet",
          "Use the luck on something real",
          "Take the open door today",
          "Play matchmaker for someone's career",
        ],
      },
      friction: {
        normal: [
          "Halve one plan and commit",
          "Check the numbers before saying yes",
          "Cut one plan down to size",
          "Promise less, deliver it",
          "Say 'let me check' once",
        ],
        roast: [
          "Cancel one upgrade",
          "Actually check your calendar",
          "Read the fine print first",
          "Skip the premium upgrade",
          "Unsubscribe from one big promise",
        ],
      },
    },
  },
  saturn: {
    domain: {
      normal: [
        "sense of duty, limits and long-term plans",
        "discipline and the way you handle responsibility",
        "ambition, structure and the lessons that take time",
      ],
      roast: [
        "inner strict teacher who grades everything, including your naps",
        "fear of doing it wrong, which keeps you from doing it at all",
        "spreadsheet of obligations you made for fun",
      ],
    },
    core: {
      normal: [
        "Saturn shows where you have to work for results, and where patience turns into real skill.",
        "Your Saturn describes your sense of duty, the limits you respect and the mastery you build slowly.",
        "Saturn is the long game: the area where you start out unsure and end up the person others ask.",
      ],
      roast: [
        "Saturn is the inner critic that reviews your work before you have started it.",
        "Your Saturn explains why you procrastinate on exactly the things that matter most.",
        "Saturn is the part of you that makes a five-year plan and then stresses about year six.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "a serious checkpoint that asks what you are building",
          "pressure, structure and a clear view of what is not working",
          "a demand for commitment, with a real reward for it",
        ],
        roast: [
          "a performance review from the universe, and you forgot to prepare",
          "adulting on hard mode",
          "the feeling that every shortcut you took is now sending invoices",
        ],
      },
      flow: {
        normal: [
          "steady progress and support from people with experience",
          "a good moment to commit, structure and plan",
          "patience that turns effort into results",
        ],
        roast: [
          "discipline, which you will find mildly alarming",
          "a rare urge to make a budget and stick to it",
          "the maturity to finish something boring",
        ],
      },
      friction: {
        normal: [
          "delays, extra duties and a test of your patience",
          "a reality check on plans that were too loose",
          "heavy responsibility and the feeling of pushing uphill",
        ],
        roast: [
          "consequences for every 'I'll do it later' since spring",
          "a to-do list that grows faster than you can ignore it",
          "the universe asking to see your homework",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "choose one long-term commitment and take its first concrete step",
          "cut one obligation that no longer earns its place",
          "build a routine small enough to keep on your worst day",
          "set a realistic deadline and keep to it",
          "take responsibility for one thing you have been avoiding",
          "write down the rules you actually want to live by",
          "put your effort into what will still matter in ten years",
          "ask for the structure or support the job needs",
        ],
        roast: [
          "do the boring task first; it will not become fun if you wait",
          "quit one commitment you only kept out of guilt",
          "make the plan, then do step one before you colour-code it",
          "file the paperwork before it files a complaint",
          "be the responsible one for an hour and see how it feels",
          "set one boundary and do not apologise for it",
          "treat the deadline as real, because it is",
          "read the terms before you commit for a year",
        ],
      },
      flow: {
        normal: [
          "set up the structure, budget or schedule you have been postponing",
          "ask someone experienced for honest feedback",
          "put in an unglamorous hour on the thing that matters most",
          "do the steady work and let the results build",
          "review your goals and drop the ones that have faded",
          "keep a promise you made to yourself",
          "sort one piece of paperwork from start to finish",
          "learn the rules of the thing you want to master",
        ],
        roast: [
          "open the bank app and look at it with both eyes",
          "do an hour of work with the phone in another room",
          "finish something boring and enjoy how rare that feels",
          "file one thing you have been piling on the chair",
          "make a budget and look at it more than once",
          "be smug about your savings, quietly",
          "do the admin and reward yourself with more admin",
          "show up on time and enjoy the confused looks",
        ],
      },
      friction: {
        normal: [
          "lower the bar to done instead of perfect, and keep going",
          "accept the delay and use it to fix the foundations",
          "say no to one new obligation",
          "break the big job into steps you can finish",
          "ask for help before the load gets heavier",
          "treat the setback as information, not a verdict",
          "rest properly so the effort lasts",
          "check which rule is yours and which is someone else's",
        ],
        roast: [
          "stop procrastinating by researching productivity methods",
          "send the overdue thing, apologise once and move on",
          "do the task badly today rather than perfectly never",
          "stop rewriting the to-do list and cross one thing off",
          "take the criticism, keep the useful bit and bin the rest",
          "lower your standards to human level, just once",
          "let someone help without correcting how they help",
          "accept that the form will be boring and fill it in",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Take the first step on a long-term goal",
          "Cut one obligation",
          "Take one step on a long goal",
          "Drop one obligation that drains you",
          "Build a five-minute routine",
        ],
        roast: [
          "Do the boring task first",
          "Quit one guilt commitment",
          "Do the thing you fear being bad at",
          "Stop waiting to feel ready",
          "Set one boring, keepable rule",
        ],
      },
      flow: {
        normal: [
          "Set up a budget or schedule",
          "Ask for honest feedback",
          "Put one plan into a calendar",
          "Ask someone experienced for advice",
          "Finish one slow, steady task",
        ],
        roast: [
          "Look at your bank app",
          "Finish one boring thing",
          "Make a budget and look at it",
          "Finish something boring on purpose",
          "Tidy your deadlines",
        ],
      },
      friction: {
        normal: [
          "Finish one task at 'good enough'",
          "Say no to one new obligation",
          "Cut today's list in half",
          "Ask for help with one duty",
          "Check one deadline early",
        ],
        roast: [
          "Send the overdue thing",
          "Stop researching, start doing",
          "Do the homework before it is late",
          "Answer one overdue email",
          "Stop hiding the bill under the post",
        ],
      },
    },
  },
  uranus: {
    domain: {
      normal: [
        "need for freedom and your independent streak",
        "originality and appetite for change",
        "urge to do things your own way",
      ],
      roast: [
        "contrarian streak, which disagrees with this sentence",
        "habit of changing your whole life plan after one podcast",
        "talent for being different in very predictable ways",
      ],
    },
    core: {
      normal: [
        "Uranus shows where you need freedom and where you refuse to do things the usual way.",
        "Your Uranus describes your independent streak and the kind of change that wakes you up.",
        "Uranus is your inner inventor, the part of you that sees a better way and gets restless until you try it.",
      ],
      roast: [
        "Uranus is the part of you that quits a perfectly fine routine because it felt too routine.",
        "Your Uranus explains why you rebel against plans you made yourself.",
        "Uranus is your inner rebel, who mostly rebels against alarm clocks.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "a sudden change of plan or a jolt of insight",
          "restlessness and a strong need to break a pattern",
          "surprises that shake loose something stuck",
        ],
        roast: [
          "the urge to dye your whole personality a new colour overnight",
          "plot twists, some of them self-inflicted",
          "an impulse to quit something dramatically and explain it later",
        ],
      },
      flow: {
        normal: [
          "fresh ideas and welcome surprises",
          "freedom to try something new without much risk",
          "inventive thinking and unusual allies",
        ],
        roast: [
          "good weird, the useful kind",
          "a brainwave that might actually work",
          "the courage to try something new instead of bookmarking it",
        ],
      },
      friction: {
        normal: [
          "unrest, sudden changes and a low tolerance for rules",
          "the urge to break free, even from things that work",
          "jumpy energy and unexpected disruptions",
        ],
        roast: [
          "the urge to quit everything and move somewhere with bad wifi",
          "a rebellion against your own calendar",
          "chaos you will later describe as 'a vibe'",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "change one routine that has stopped serving you",
          "try the new approach on a small scale first",
          "make room for the surprise instead of fighting the plan change",
          "say the unusual idea out loud and see who agrees",
          "give yourself permission to do things differently",
          "update one old habit to fit who you are now",
          "welcome the change and adjust the plan around it",
          "test one bold idea before you commit to it",
        ],
        roast: [
          "change one thing, not your entire life, in one go",
          "test the wild idea on a weekend, not on your career",
          "shake things up by doing your routine in a new order",
          "rebel against one small habit, not your whole contract",
          "reinvent the spreadsheet, not your entire personality",
          "let the plot twist happen without narrating it",
          "try the new thing quietly before announcing your rebrand",
          "break one routine that bores you and see what follows",
        ],
      },
      flow: {
        normal: [
          "try a new tool, route or method today",
          "talk to someone outside your usual circle",
          "follow the odd idea for an hour and see where it goes",
          "say yes to an unexpected invitation",
          "share an original idea with people who enjoy them",
          "experiment with a different way of working",
          "let a surprise change your plans for the better",
          "join a group that thinks differently from you",
        ],
        roast: [
          "take a different route home; live a little",
          "try the weird idea, but keep the receipts",
          "message the interesting person instead of just following them",
          "sign up for the odd class that makes your friends laugh",
          "rearrange your desk and pretend it is a fresh start",
          "learn one new shortcut and show it off",
          "let the weird idea run for an hour before you judge it",
          "go somewhere new without checking every review first",
        ],
      },
      friction: {
        normal: [
          "make no irreversible decision today, just notes",
          "build in slack for last-minute changes",
          "ask what you are really trying to get free of",
          "pause before you quit, move or walk away",
          "find one small freedom inside the routine you have",
          "stay flexible and keep a backup plan ready",
          "talk to someone calm before you act on the urge",
          "change one small thing instead of everything at once",
        ],
        roast: [
          "do not resign by email at midnight",
          "let the urge to move abroad simmer until at least Friday",
          "rebel by going to bed on time; nobody expects it",
          "sleep on the dramatic decision; it will still be there",
          "channel the rebellion into a new playlist, not a new job",
          "unfollow something instead of quitting something",
          "write the resignation letter and leave it in drafts",
          "keep the backup plan where you can find it",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Change one stale routine",
          "Test a new idea on a small scale",
          "Try one thing differently",
          "Swap one habit for a new one",
          "Say yes to a surprise plan",
        ],
        roast: [
          "Do your routine in a new order",
          "Try one wild idea, keep receipts",
          "Change one thing, not your life",
          "Rebel against your own routine",
          "Take the weird route once",
        ],
      },
      flow: {
        normal: [
          "Try a new tool or method",
          "Talk to someone outside your circle",
          "Learn a new shortcut or tool",
          "Follow one odd idea for an hour",
          "Meet someone unlike you",
        ],
        roast: [
          "Take a different route home",
          "Message the interesting person",
          "Try the weird idea on a weekend",
          "Message the interesting stranger",
          "Break one harmless rule of yours",
        ],
      },
      friction: {
        normal: [
          "Postpone irreversible decisions",
          "Leave slack in today's schedule",
          "Keep a buffer in your schedule",
          "Sleep on any big change",
          "Write down what you want free of",
        ],
        roast: [
          "Do not quit anything by email",
          "Go to bed on time, rebelliously",
          "Do not quit anything by text",
          "Let the moving-abroad urge simmer",
          "Rebel by sleeping on time",
        ],
      },
    },
  },
  neptune: {
    domain: {
      normal: [
        "imagination, ideals and intuition",
        "dreams and the way you blur boundaries",
        "longing for meaning and beauty",
      ],
      roast: [
        "talent for seeing red flags as decoration",
        "daydreams, which have better plots than your plans",
        "habit of ignoring reality until it sends a reminder",
      ],
    },
    core: {
      normal: [
        "Neptune shows where you dream, idealise and sense things that are hard to put into words.",
        "Your Neptune describes your imagination and the place where you are most likely to see what you hope to see.",
        "Neptune is your longing for meaning, art and connection, and the fog that can come with it.",
      ],
      roast: [
        "Neptune is where you wear rose-tinted glasses and insist they are prescription.",
        "Your Neptune explains why you romanticise a mediocre café into a life chapter.",
        "Neptune is the part of you that falls for potential instead of people.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "inspiration, sensitivity and some fog",
          "strong intuition with blurry edges",
          "a pull towards art, ideals and escape",
        ],
        roast: [
          "rose-tinted glasses with the strongest lenses available",
          "a sudden belief that your situationship is secretly a love story",
          "vibes over facts, all day long",
        ],
      },
      flow: {
        normal: [
          "creative flow and gentle intuition",
          "compassion and an eye for what is lovely",
          "imagination that helps you see a new angle",
        ],
        roast: [
          "artistic inspiration, so make something instead of pinning it",
          "intuition that is right, for once, about who to trust",
          "soft vibes you could use to write, draw or finally finish the playlist",
        ],
      },
      friction: {
        normal: [
          "confusion, mixed messages and wishful thinking",
          "low energy and blurry boundaries",
          "a tendency to avoid what is real",
        ],
        roast: [
          "the urge to ignore every red flag because the playlist was good",
          "believing your own excuses with total conviction",
          "vague plans and very specific daydreams",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "make something with the inspiration before it drifts off",
          "check the facts twice before you commit to anything",
          "give yourself quiet time away from screens",
          "write down the dream before the details fade",
          "spend time near water or somewhere calm",
          "follow the creative urge, but keep one foot on the ground",
          "let yourself be moved, then decide with a clear head",
          "ask a grounded friend what they see",
        ],
        roast: [
          "write the song, paint the thing, but do not sign a lease",
          "fact-check your crush before you name your future pets",
          "daydream on purpose for 20 minutes, then come back to the spreadsheet",
          "make the mood board, then make one real decision",
          "fall for the idea, not the person selling it",
          "drift for a bit, then set an alarm",
          "write the poem and keep it off the internet",
          "believe in magic, but check the bank statement",
        ],
      },
      flow: {
        normal: [
          "spend time on music, art or anything that moves you",
          "help someone without keeping score",
          "trust a quiet hunch and follow it up with facts",
          "make space for quiet and see what comes up",
          "offer kindness where it is needed most",
          "let music or a walk reset your mood",
          "put a feeling into words, paint or sound",
          "forgive one small thing and let it go",
        ],
        roast: [
          "make art instead of consuming 4 hours of it",
          "be kind without posting about it",
          "follow the hunch, but keep your wallet in your pocket",
          "cry at the film and count it as self-care",
          "volunteer somewhere without putting it in your bio",
          "light the candle and actually relax",
          "daydream in a notebook so you can use it later",
          "let the vibes pick the playlist, not the budget",
        ],
      },
      friction: {
        normal: [
          "get the details in writing and say no to vague promises",
          "rest instead of numbing out",
          "ask the direct question you keep avoiding",
          "check who benefits before you believe the story",
          "keep your money decisions simple and clear",
          "say what you mean rather than hoping it is understood",
          "step back from anyone who leaves you more confused",
          "take breaks from screens and anything that fogs your head",
        ],
        roast: [
          "read the red flag as a red flag and not as a cute colour",
          "stop romanticising the thing that is clearly a chore",
          "ask 'what are we?' instead of decoding emojis",
          "look up the too-good-to-be-true deal before you pay for it",
          "stop rescuing people who have not asked to be rescued",
          "put the playlist down and read the contract",
          "take off the rose-tinted glasses and give them a clean",
          "ask for a receipt, even from the universe",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Make something creative",
          "Double-check one important detail",
          "Give your imagination one hour",
          "Check one fact twice",
          "Take quiet time away from screens",
        ],
        roast: [
          "Make art instead of scrolling",
          "Fact-check your crush's story",
          "Write the song, skip the lease",
          "Daydream for twenty minutes, then work",
          "Fact-check a hopeful theory",
        ],
      },
      flow: {
        normal: [
          "Spend time with music or art",
          "Help someone quietly",
          "Make or listen to music",
          "Do one kind thing anonymously",
          "Follow a hunch with a fact",
        ],
        roast: [
          "Finish the playlist",
          "Be kind without posting",
          "Create instead of consuming",
          "Be kind and tell nobody",
          "Finish one creative thing",
        ],
      },
      friction: {
        normal: [
          "Get one agreement in writing",
          "Rest instead of scrolling",
          "Ask the direct question",
          "Rest instead of numbing out",
          "Get one promise in writing",
        ],
        roast: [
          "Call a red flag a red flag",
          "Ask the direct question",
          "Read the red flag correctly",
          "Stop romanticising a chore",
          "Skip the vague plan",
        ],
      },
    },
  },
  pluto: {
    domain: {
      normal: [
        "power, depth and capacity to transform",
        "intensity and the things you cannot leave half-done",
        "drive to get to the bottom of things",
      ],
      roast: [
        "intensity, which makes small talk a hostile environment",
        "detective skills, mostly used on your ex's new partner",
        "need for control disguised as 'just being organised'",
      ],
    },
    core: {
      normal: [
        "Pluto shows where you go deep, where you hold power and where you change completely over time.",
        "Your Pluto describes your intensity and the area where you cannot settle for surface answers.",
        "Pluto is about transformation: what you have to let go of so that something stronger can grow.",
      ],
      roast: [
        "Pluto is the part of you that researches people like a podcast host with a deadline.",
        "Your Pluto explains why you cannot watch one episode or have one feeling.",
        "Pluto is your talent for intensity, which people find either magnetic or a lot.",
      ],
    },
    gist: {
      fusion: {
        normal: [
          "intensity, power questions and a deep clear-out",
          "a slow, thorough change in how you see something",
          "the urge to get to the truth and let go of what is finished",
        ],
        roast: [
          "the urge to burn the old playlist and start a new era",
          "intensity that could power a small town",
          "a reinvention arc, with a dramatic soundtrack",
        ],
      },
      flow: {
        normal: [
          "focus, depth and the power to change something for good",
          "insight into what really drives you and others",
          "strength to let go of what no longer fits",
        ],
        roast: [
          "laser focus that you could use on more than an ex's holiday photos",
          "real depth, so skip the small talk",
          "detective skills pointed at something useful for once",
        ],
      },
      friction: {
        normal: [
          "power struggles and strong feelings about control",
          "pressure to let go of something you are holding too tightly",
          "intense reactions that point to an old sore spot",
        ],
        roast: [
          "a control streak that wants to reorganise other people's lives",
          "the urge to win a power struggle over who loads the dishwasher",
          "deep-dive research into someone's past that nobody asked for",
        ],
      },
    },
    advice: {
      fusion: {
        normal: [
          "clear out one thing you have outgrown",
          "name the real issue instead of circling it",
          "decide what you are done with and say so",
          "let one habit end so something better can start",
          "tell the truth about what you want",
          "look straight at the fear you have been working around",
          "put your energy into one change that goes deep",
          "close a chapter properly instead of leaving it open",
        ],
        roast: [
          "delete one old chat history you keep rereading",
          "clear the cupboard of things you keep 'just in case'",
          "start the new era without announcing it",
          "unfollow the account you only hate-watch",
          "bin the grudge and keep the lesson",
          "transform one drawer before you transform your life",
          "throw out the box of things from your ex",
          "reinvent yourself quietly; the reveal can wait",
        ],
      },
      flow: {
        normal: [
          "dig into the problem that needs research and patience",
          "have the honest conversation that clears the air",
          "focus on one thing and go all the way with it",
          "use your influence to help someone who needs it",
          "research one thing properly before you decide",
          "trust your read on a situation and act on it",
          "commit fully to the change you have started",
          "look honestly at where your money goes",
        ],
        roast: [
          "point the detective skills at your finances",
          "do the deep clean you have been threatening",
          "have the honest talk and skip the subtext",
          "use the intensity on a project instead of a person",
          "reorganise one corner of your life, ruthlessly",
          "be mysterious, but answer your messages",
          "read the contract with the focus you give an ex's profile",
          "put the power move into your savings account",
        ],
      },
      friction: {
        normal: [
          "let go of control where it is not yours to hold",
          "ask what the strong reaction is really about",
          "step out of a power struggle without needing to win it",
          "say what you need instead of testing people",
          "give others room to make their own choices",
          "notice where fear is driving the decision",
          "hold back from digging for more than you need to know",
          "let the argument end without having the last word",
        ],
        roast: [
          "stop checking who viewed your story",
          "let the other person load the dishwasher wrong",
          "do not read the whole archive of anyone's profile",
          "put the magnifying glass down and talk to them",
          "let someone else hold the remote for once",
          "skip the revenge plan and go for a walk",
          "say you are hurt instead of going cold",
          "forgive the parking space thief; it is not personal",
        ],
      },
    },
    tasks: {
      fusion: {
        normal: [
          "Clear out one thing you have outgrown",
          "Name the real issue",
          "End one thing that is finished",
          "Say the real issue plainly",
          "Clear out one drawer completely",
        ],
        roast: [
          "Delete one old chat",
          "Empty the just-in-case cupboard",
          "Start the new era quietly",
          "Delete one chat you reread",
          "Throw out one 'just in case'",
        ],
      },
      flow: {
        normal: [
          "Research one problem properly",
          "Have the honest conversation",
          "Research one problem properly",
          "Focus deeply on one task",
          "Have one honest conversation",
        ],
        roast: [
          "Audit your subscriptions",
          "Do the threatened deep clean",
          "Audit one subscription",
          "Investigate your own spending",
          "Deep-clean the threatened corner",
        ],
      },
      friction: {
        normal: [
          "Drop one thing you cannot control",
          "Step out of a power struggle",
          "Let go of one thing you cannot control",
          "Step out of one power struggle",
          "Ask what a strong reaction means",
        ],
        roast: [
          "Stop checking who viewed your story",
          "Let someone else do it their way",
          "Stop checking who watched your story",
          "Let someone load the dishwasher wrong",
          "Close the ex's profile tab",
        ],
      },
    },
  },
};

/** What a transit touches when it hits a natal point: noun phrases. */
export const POINT_TOUCH: Readonly<Record<NatalPoint, Phrasings>> = {
  sun: {
    normal: [
      "your confidence and sense of direction",
      "your identity and energy",
      "your ambitions and self-respect",
    ],
    roast: ["your ego, which bruises easily", "your main-character storyline", "your need for applause"],
  },
  moon: {
    normal: [
      "your moods and home life",
      "your emotional needs and habits",
      "your sense of safety and comfort",
    ],
    roast: [
      "your feelings and your snack cupboard",
      "your moods and late-night decisions",
      "your comfort habits",
    ],
  },
  mercury: {
    normal: [
      "your thinking and conversations",
      "your messages, plans and paperwork",
      "how you speak and decide",
    ],
    roast: ["your typing thumbs and unsent drafts", "your overthinking habit", "your group chats"],
  },
  venus: {
    normal: [
      "your love life and what you value",
      "your relationships and spending",
      "affection, taste and money",
    ],
    roast: [
      "your love life and your online basket",
      "your flirting and your bank balance",
      "your taste in people",
    ],
  },
  mars: {
    normal: ["your drive and temper", "your energy and the way you act", "your courage and ambitions"],
    roast: [
      "your temper and competitive streak",
      "your energy, such as it is",
      "your urge to win every argument",
    ],
  },
  jupiter: {
    normal: ["your optimism and growth", "your plans and opportunities", "your beliefs and generosity"],
    roast: ["your optimism and big talk", "your habit of saying yes to everything", "your vision boards"],
  },
  saturn: {
    normal: [
      "your responsibilities and long-term plans",
      "your discipline and limits",
      "your ambitions and duties",
    ],
    roast: ["your to-do list and your guilt about it", "your inner strict teacher", "your deadlines"],
  },
  uranus: {
    normal: ["your independence and need for change", "your originality", "your need for freedom"],
    roast: ["your rebellious streak", "your urge to quit everything", "your contrarian opinions"],
  },
  neptune: {
    normal: ["your dreams and intuition", "your ideals and imagination", "your sensitivity"],
    roast: ["your daydreams and blind spots", "your rose-tinted glasses", "your talent for wishful thinking"],
  },
  pluto: {
    normal: ["your sense of power and deepest drives", "what you hold on to", "your capacity for change"],
    roast: ["your control issues", "your intensity", "your detective instincts"],
  },
  ascendant: {
    normal: [
      "the way you come across and start things",
      "your first impressions and personal style",
      "how you meet the world",
    ],
    roast: [
      "the first impression you think you are making",
      "your public persona",
      "your entrance, which you rehearse",
    ],
  },
  midheaven: {
    normal: [
      "your career and public reputation",
      "your goals and how others see your work",
      "your direction in life",
    ],
    roast: ["your career and your LinkedIn bio", "your reputation at work", "your five-year plan"],
  },
};
