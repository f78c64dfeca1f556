/** Raw SVG markup of every icon content may name; server-rendered only (never import from an island). */
import type { IconName } from '@content/schemas/icons.ts'
import camera from 'bootstrap-icons/icons/camera.svg?raw'
import cameraVideo from 'bootstrap-icons/icons/camera-video.svg?raw'
import airplane from 'bootstrap-icons/icons/airplane.svg?raw'
import badge3d from 'bootstrap-icons/icons/badge-3d.svg?raw'
import box from 'bootstrap-icons/icons/box.svg?raw'
import magic from 'bootstrap-icons/icons/magic.svg?raw'
import stars from 'bootstrap-icons/icons/stars.svg?raw'
import pencilSquare from 'bootstrap-icons/icons/pencil-square.svg?raw'
import brush from 'bootstrap-icons/icons/brush.svg?raw'
import globe from 'bootstrap-icons/icons/globe.svg?raw'
import laptop from 'bootstrap-icons/icons/laptop.svg?raw'
import bag from 'bootstrap-icons/icons/bag.svg?raw'
import tags from 'bootstrap-icons/icons/tags.svg?raw'
import robot from 'bootstrap-icons/icons/robot.svg?raw'
import cpu from 'bootstrap-icons/icons/cpu.svg?raw'
import starFill from 'bootstrap-icons/icons/star-fill.svg?raw'
import star from 'bootstrap-icons/icons/star.svg?raw'
import checkCircleFill from 'bootstrap-icons/icons/check-circle-fill.svg?raw'
import check2 from 'bootstrap-icons/icons/check2.svg?raw'
import check2Circle from 'bootstrap-icons/icons/check2-circle.svg?raw'
import clock from 'bootstrap-icons/icons/clock.svg?raw'
import geoAlt from 'bootstrap-icons/icons/geo-alt.svg?raw'
import telephone from 'bootstrap-icons/icons/telephone.svg?raw'
import envelope from 'bootstrap-icons/icons/envelope.svg?raw'
import whatsapp from 'bootstrap-icons/icons/whatsapp.svg?raw'
import instagram from 'bootstrap-icons/icons/instagram.svg?raw'
import facebook from 'bootstrap-icons/icons/facebook.svg?raw'
import youtube from 'bootstrap-icons/icons/youtube.svg?raw'
import linkedin from 'bootstrap-icons/icons/linkedin.svg?raw'
import tiktok from 'bootstrap-icons/icons/tiktok.svg?raw'
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw'
import arrowLeft from 'bootstrap-icons/icons/arrow-left.svg?raw'
import chevronDown from 'bootstrap-icons/icons/chevron-down.svg?raw'
import calendarEvent from 'bootstrap-icons/icons/calendar-event.svg?raw'
import calendarCheck from 'bootstrap-icons/icons/calendar-check.svg?raw'
import people from 'bootstrap-icons/icons/people.svg?raw'
import houseDoor from 'bootstrap-icons/icons/house-door.svg?raw'
import building from 'bootstrap-icons/icons/building.svg?raw'
import buildings from 'bootstrap-icons/icons/buildings.svg?raw'
import trophy from 'bootstrap-icons/icons/trophy.svg?raw'
import award from 'bootstrap-icons/icons/award.svg?raw'
import lightningCharge from 'bootstrap-icons/icons/lightning-charge.svg?raw'
import shieldCheck from 'bootstrap-icons/icons/shield-check.svg?raw'
import graphUpArrow from 'bootstrap-icons/icons/graph-up-arrow.svg?raw'
import palette from 'bootstrap-icons/icons/palette.svg?raw'
import phone from 'bootstrap-icons/icons/phone.svg?raw'
import playCircle from 'bootstrap-icons/icons/play-circle.svg?raw'
import playFill from 'bootstrap-icons/icons/play-fill.svg?raw'
import images from 'bootstrap-icons/icons/images.svg?raw'
import image from 'bootstrap-icons/icons/image.svg?raw'
import map from 'bootstrap-icons/icons/map.svg?raw'
import search from 'bootstrap-icons/icons/search.svg?raw'
import download from 'bootstrap-icons/icons/download.svg?raw'
import fileEarmarkText from 'bootstrap-icons/icons/file-earmark-text.svg?raw'
import newspaper from 'bootstrap-icons/icons/newspaper.svg?raw'
import megaphone from 'bootstrap-icons/icons/megaphone.svg?raw'
import personBadge from 'bootstrap-icons/icons/person-badge.svg?raw'
import lightbulb from 'bootstrap-icons/icons/lightbulb.svg?raw'
import heart from 'bootstrap-icons/icons/heart.svg?raw'
import eye from 'bootstrap-icons/icons/eye.svg?raw'
import rulers from 'bootstrap-icons/icons/rulers.svg?raw'
import layers from 'bootstrap-icons/icons/layers.svg?raw'
import sun from 'bootstrap-icons/icons/sun.svg?raw'
import moonStars from 'bootstrap-icons/icons/moon-stars.svg?raw'
import chatDots from 'bootstrap-icons/icons/chat-dots.svg?raw'
import gear from 'bootstrap-icons/icons/gear.svg?raw'
import send from 'bootstrap-icons/icons/send.svg?raw'
import list from 'bootstrap-icons/icons/list.svg?raw'
import film from 'bootstrap-icons/icons/film.svg?raw'
import scissors from 'bootstrap-icons/icons/scissors.svg?raw'
import sliders from 'bootstrap-icons/icons/sliders.svg?raw'
import boundingBox from 'bootstrap-icons/icons/bounding-box.svg?raw'
import easel from 'bootstrap-icons/icons/easel.svg?raw'
import codeSlash from 'bootstrap-icons/icons/code-slash.svg?raw'
import hammer from 'bootstrap-icons/icons/hammer.svg?raw'
import tools from 'bootstrap-icons/icons/tools.svg?raw'
import briefcase from 'bootstrap-icons/icons/briefcase.svg?raw'
import quote from 'bootstrap-icons/icons/quote.svg?raw'
import hourglassSplit from 'bootstrap-icons/icons/hourglass-split.svg?raw'
import speedometer2 from 'bootstrap-icons/icons/speedometer2.svg?raw'
import barChart from 'bootstrap-icons/icons/bar-chart.svg?raw'
import sunset from 'bootstrap-icons/icons/sunset.svg?raw'
import cloudUpload from 'bootstrap-icons/icons/cloud-upload.svg?raw'
import headset from 'bootstrap-icons/icons/headset.svg?raw'
import compass from 'bootstrap-icons/icons/compass.svg?raw'
import bullseye from 'bootstrap-icons/icons/bullseye.svg?raw'
import boxSeam from 'bootstrap-icons/icons/box-seam.svg?raw'
import rocketTakeoff from 'bootstrap-icons/icons/rocket-takeoff.svg?raw'
import personCheck from 'bootstrap-icons/icons/person-check.svg?raw'
import mortarboard from 'bootstrap-icons/icons/mortarboard.svg?raw'
import fileEarmarkPdf from 'bootstrap-icons/icons/file-earmark-pdf.svg?raw'
import printer from 'bootstrap-icons/icons/printer.svg?raw'
import link45deg from 'bootstrap-icons/icons/link-45deg.svg?raw'
import share from 'bootstrap-icons/icons/share.svg?raw'
import twitterX from 'bootstrap-icons/icons/twitter-x.svg?raw'
import clipboardCheck from 'bootstrap-icons/icons/clipboard-check.svg?raw'
import funnel from 'bootstrap-icons/icons/funnel.svg?raw'

export const icons: Record<IconName, string> = {
  camera: camera,
  'camera-video': cameraVideo,
  airplane: airplane,
  'badge-3d': badge3d,
  box: box,
  magic: magic,
  stars: stars,
  'pencil-square': pencilSquare,
  brush: brush,
  globe: globe,
  laptop: laptop,
  bag: bag,
  tags: tags,
  robot: robot,
  cpu: cpu,
  'star-fill': starFill,
  star: star,
  'check-circle-fill': checkCircleFill,
  check2: check2,
  'check2-circle': check2Circle,
  clock: clock,
  'geo-alt': geoAlt,
  telephone: telephone,
  envelope: envelope,
  whatsapp: whatsapp,
  instagram: instagram,
  facebook: facebook,
  youtube: youtube,
  linkedin: linkedin,
  tiktok: tiktok,
  'arrow-right': arrowRight,
  'arrow-left': arrowLeft,
  'chevron-down': chevronDown,
  'calendar-event': calendarEvent,
  'calendar-check': calendarCheck,
  people: people,
  'house-door': houseDoor,
  building: building,
  buildings: buildings,
  trophy: trophy,
  award: award,
  'lightning-charge': lightningCharge,
  'shield-check': shieldCheck,
  'graph-up-arrow': graphUpArrow,
  palette: palette,
  phone: phone,
  'play-circle': playCircle,
  'play-fill': playFill,
  images: images,
  image: image,
  map: map,
  search: search,
  download: download,
  'file-earmark-text': fileEarmarkText,
  newspaper: newspaper,
  megaphone: megaphone,
  'person-badge': personBadge,
  lightbulb: lightbulb,
  heart: heart,
  eye: eye,
  rulers: rulers,
  layers: layers,
  sun: sun,
  'moon-stars': moonStars,
  'chat-dots': chatDots,
  gear: gear,
  send: send,
  list: list,
  film: film,
  scissors: scissors,
  sliders: sliders,
  'bounding-box': boundingBox,
  easel: easel,
  'code-slash': codeSlash,
  hammer: hammer,
  tools: tools,
  briefcase: briefcase,
  quote: quote,
  'hourglass-split': hourglassSplit,
  speedometer2: speedometer2,
  'bar-chart': barChart,
  sunset: sunset,
  'cloud-upload': cloudUpload,
  headset: headset,
  compass: compass,
  bullseye: bullseye,
  'box-seam': boxSeam,
  'rocket-takeoff': rocketTakeoff,
  'person-check': personCheck,
  mortarboard: mortarboard,
  'file-earmark-pdf': fileEarmarkPdf,
  printer: printer,
  'link-45deg': link45deg,
  share: share,
  'twitter-x': twitterX,
  'clipboard-check': clipboardCheck,
  funnel: funnel,
}
