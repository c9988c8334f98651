/**
 * To-do titles that follow the reader's own chart, written by us, in both voices: by the natal
 * point a transit touches, and by the natal house the day's Moon crosses. Imperative, capitalised,
 * short enough for one line on a phone.
 */
import type { NatalPoint } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export const POINT_TASKS: Readonly<Record<NatalPoint, Phrasings>> = {
  sun: {
    normal: [
      "Do one thing that feels like you",
      "Spend ten minutes on your big goal",
      "Do one thing that makes you stand tall",
      "Say what you think in one meeting",
    ],
    roast: [
      "Be the main character for one task only",
      "Do one thing for you, not the audience",
      "Show up as yourself, minus the performance",
      "Take up space without apologising",
    ],
  },
  moon: {
    normal: [
      "Make your evening cosy on purpose",
      "Eat a proper meal at a table",
      "Ring someone who knows you well",
      "Write three lines about your mood",
    ],
    roast: [
      "Feed yourself like you are a guest",
      "Text your comfort person back",
      "Journal instead of subtweeting",
      "Change the sheets, change your life",
    ],
  },
  mercury: {
    normal: [
      "Clear ten emails",
      "Write tomorrow's plan tonight",
      "Read twenty pages of a real book",
      "Reply to the oldest message",
    ],
    roast: [
      "Answer the message from last Tuesday",
      "Read something longer than a caption",
      "Close every tab you will never read",
      "Send one email without rewriting it",
    ],
  },
  venus: {
    normal: [
      "Send someone a kind message",
      "Make one corner of home lovely",
      "Check your spending for the week",
      "Plan time with someone you like",
    ],
    roast: [
      "Compliment a friend, no agenda",
      "Look at the bank app, both eyes open",
      "Put fresh flowers somewhere",
      "Plan a date that is not on the sofa",
    ],
  },
  mars: {
    normal: [
      "Move for thirty minutes",
      "Tackle the task you dread first",
      "Stand up for one small thing",
      "Fix something with your hands",
    ],
    roast: [
      "Burn energy on a workout, not a feud",
      "Do the dreaded task before coffee two",
      "Win one argument with a chore",
      "Sweat about something other than email",
    ],
  },
  jupiter: {
    normal: [
      "Learn one new thing",
      "Be generous with one hour",
      "Plan one trip or outing",
      "Say yes to one opportunity",
    ],
    roast: [
      "Learn something you cannot post about",
      "Book the thing you keep researching",
      "Be generous without a receipt",
      "Try one thing above your level",
    ],
  },
  saturn: {
    normal: [
      "Do one boring, important task",
      "Set one clear boundary",
      "Review one long-term plan",
      "Finish a job you committed to",
    ],
    roast: [
      "Do the adult task you are avoiding",
      "Say no and do not explain for ages",
      "Pay the thing before the reminder",
      "Finish the homework you gave yourself",
    ],
  },
  uranus: {
    normal: [
      "Try one new route or method",
      "Change one stale habit",
      "Talk to someone new",
      "Give one old problem a fresh angle",
    ],
    roast: [
      "Do your routine backwards, once",
      "Rebel by finishing something",
      "Try a hobby without buying gear",
      "Change the playlist, not the whole life",
    ],
  },
  neptune: {
    normal: [
      "Give yourself twenty quiet minutes",
      "Make something just for fun",
      "Listen to one whole album",
      "Check one fact you took on trust",
    ],
    roast: [
      "Daydream on a timer",
      "Make art instead of scrolling art",
      "Separate one fact from one vibe",
      "Nap without guilt, briefly",
    ],
  },
  pluto: {
    normal: [
      "Let go of one old thing",
      "Get to the bottom of one question",
      "Clear one drawer completely",
      "Be honest about one situation",
    ],
    roast: [
      "Delete one thing you keep rereading",
      "Investigate your subscriptions",
      "Throw out the 'just in case' pile",
      "Stop researching someone online",
    ],
  },
  ascendant: {
    normal: [
      "Introduce yourself to someone new",
      "Refresh one first impression",
      "Start the day with a short walk",
      "Tidy the entrance to your home",
    ],
    roast: [
      "Make an entrance, then be normal",
      "Update the bio that is ten years old",
      "Walk in without checking your phone",
      "Clear the shoe pile by the door",
    ],
  },
  midheaven: {
    normal: [
      "Update your professional profile",
      "Take one step towards the role you want",
      "Ask for one piece of career advice",
      "Note one result you are proud of",
    ],
    roast: [
      "Update the profile you last touched in 2019",
      "Apply for the job you keep bookmarking",
      "Write down a win before you forget it",
      "Network like a human, briefly",
    ],
  },
};

/** Index 0 = the 1st house: what to do when the day's Moon crosses that house of the reader's chart. */
export const HOUSE_TASKS: readonly Phrasings[] = [
  {
    normal: [
      "Do one thing just for yourself",
      "Start something new, however small",
      "Take a walk on your own",
    ],
    roast: [
      "Put yourself first for one hour",
      "Start one thing without a committee",
      "Walk somewhere without a podcast",
    ],
  },
  {
    normal: [
      "Check one bill or payment",
      "Sell or donate one thing you do not use",
      "Write down what you spent this week",
    ],
    roast: [
      "Cancel one subscription you forgot",
      "Sell one gadget gathering dust",
      "Look at the receipts you avoided",
    ],
  },
  {
    normal: [
      "Run the errand you keep postponing",
      "Message a sibling or neighbour",
      "Learn something in fifteen minutes",
    ],
    roast: [
      "Do the errand, not the errand list",
      "Reply to the neighbour's message",
      "Read one article to the end",
    ],
  },
  {
    normal: ["Tidy one room at home", "Call a family member", "Fix one small thing at home"],
    roast: [
      "Clear the chair that is secretly a wardrobe",
      "Call home before home calls you",
      "Change the light bulb you keep ignoring",
    ],
  },
  {
    normal: ["Play for an hour", "Make something creative", "Plan a date or a fun evening"],
    roast: [
      "Have fun without photographing it",
      "Make something badly, on purpose",
      "Plan something fun before it becomes a chore",
    ],
  },
  {
    normal: ["Plan tomorrow's meals", "Clear one work backlog", "Set a regular bedtime"],
    roast: [
      "Do one chore before it becomes a saga",
      "Clear the work pile you keep shifting",
      "Go to bed at a time you would recommend",
    ],
  },
  {
    normal: [
      "Have one honest one-to-one talk",
      "Ask a partner or friend what they need",
      "Settle one shared decision",
    ],
    roast: [
      "Let the other person pick, graciously",
      "Ask what they need before explaining yours",
      "Close one open question with a partner",
    ],
  },
  {
    normal: ["Sort one shared money matter", "Have a deep conversation", "Let go of one old grudge"],
    roast: [
      "Split the shared bill properly",
      "Talk about something real for once",
      "Drop a grudge from last year",
    ],
  },
  {
    normal: ["Read about something new", "Plan a trip, however short", "Try a food from another kitchen"],
    roast: [
      "Learn something no algorithm suggested",
      "Plan a trip you can actually afford",
      "Order the dish you cannot pronounce",
    ],
  },
  {
    normal: [
      "Move one career task forward",
      "Show your work to someone senior",
      "Set one goal for the month",
    ],
    roast: [
      "Do the work your job title promises",
      "Email the person who can say yes",
      "Write a goal that is not 'survive'",
    ],
  },
  {
    normal: ["Message a friend you miss", "Join a group or event", "Share one idea with a community"],
    roast: [
      "Reply in the group chat with actual plans",
      "Go to the thing instead of RSVP-ing maybe",
      "Text the friend who always texts first",
    ],
  },
  {
    normal: ["Take an hour of real rest", "Write down what is on your mind", "Go to bed early"],
    roast: [
      "Log off before you spiral",
      "Rest without announcing it",
      "Sleep instead of replaying old conversations",
    ],
  },
];
