import type { TermKey } from './vocabulary'

// The shape of every demo catalog: tabs → main groups → subgroups → nodes, with the pool of
// part names each node draws its rows from. Keys refer to vocabulary.ts. Body-type filters make
// a van look like a van (sliding door, drum brakes, cargo area) and a pickup like a pickup.

export type BodyType = 'sedan' | 'estate' | 'van' | 'pickup' | 'hatch'
export type TabKey = 'mech' | 'body' | 'service'
export type GroupKind = 'lists' | 'serviceParts' | 'nodesBlockData' | 'bulletins'

export interface NodeTemplate {
  assembly: TermKey
  qualifiers: (TermKey | undefined)[]
  /** part-name keys; the first entries are the node's main items */
  pool: TermKey[]
  only?: BodyType[]
  except?: BodyType[]
  optional?: boolean
}
export interface SubgroupTemplate {
  title: TermKey
  nodes: NodeTemplate[]
}
export interface GroupTemplate {
  key: string
  title: TermKey
  tab: TabKey
  kind: GroupKind
  /** numbering system: the shared platform (drivetrain) or the make (body, trim) */
  numbering: 'platform' | 'make'
  /** the node lists of this group carry a filter form (fields by `code`) */
  form?: boolean
  only?: BodyType[]
  subgroups: SubgroupTemplate[]
}

interface NodeOpts {
  q?: string[]
  only?: BodyType[]
  except?: BodyType[]
  optional?: boolean
}
// '@x' in a pool means the assembly term a_x (the node's main item), plain 'x' means part p_x.
function N(assembly: string, pool: string, opts: NodeOpts = {}): NodeTemplate {
  return {
    assembly: `a_${assembly}`,
    qualifiers: opts.q ? opts.q.map((q) => `q_${q}`) : [undefined],
    pool: pool.split(' ').map((p) => (p.startsWith('@') ? `a_${p.slice(1)}` : `p_${p}`)),
    only: opts.only,
    except: opts.except,
    optional: opts.optional
  }
}
function S(title: string, ...nodes: NodeTemplate[]): SubgroupTemplate {
  return { title: `a_${title}`, nodes }
}
function G(
  key: string,
  tab: TabKey,
  numbering: 'platform' | 'make',
  subgroups: SubgroupTemplate[],
  extra: Partial<GroupTemplate> = {}
): GroupTemplate {
  return { key, title: `g_${key}`, tab, kind: 'lists', numbering, subgroups, ...extra }
}

const LR = ['left', 'right']
const FR = ['front', 'rear']

export const TAXONOMY: GroupTemplate[] = [
  G(
    'engine',
    'mech',
    'platform',
    [
      S(
        'cyl_block',
        N('cyl_block', '@cyl_block housing plug pin sleeve gasket seal bearing_shell'),
        N('crankshaft', '@crankshaft bearing_shell seal gear pulley damper'),
        N('pistons', 'piston piston_ring con_rod bearing_shell pin'),
        N('oil_sump', '@oil_sump gasket plug seal sensor'),
        N('engine_mount', '@engine_mount mount bracket bracket_plate damper', { q: LR })
      ),
      S(
        'cyl_head',
        N('cyl_head', '@cyl_head gasket valve spring seal pin plug sleeve'),
        N('camshaft', 'shaft valve spring rocker lifter seal bearing'),
        N('valve_cover', '@valve_cover gasket hose valve cap'),
        N('gasket_set', '@gasket_set gasket seal o_ring plug')
      ),
      S(
        'timing',
        N('timing_belt', 'belt roller pulley spring bracket'),
        N('timing_cover', '@timing_cover gasket seal clip'),
        N('aux_belt', 'belt pulley roller damper bracket')
      ),
      S(
        'lubrication',
        N('oil_pump', '@oil_pump housing gear chain seal o_ring'),
        N('oil_filter_housing', '@oil_filter_housing filter o_ring sensor seal cap'),
        N('oil_cooler', '@oil_cooler o_ring hose pipe gasket')
      ),
      S(
        'intake',
        N('intake_manifold', '@intake_manifold gasket flap actuator sensor hose'),
        N('turbo', '@turbo gasket pipe hose actuator valve'),
        N('air_filter', '@air_filter filter hose clamp cover mount'),
        N('intercooler', '@intercooler hose pipe clamp o_ring bracket')
      )
    ],
    { form: true }
  ),
  G('fuel', 'mech', 'platform', [
    S(
      'fuel_tank',
      N('fuel_tank', '@fuel_tank bracket hose valve cover'),
      N('fuel_pump', '@fuel_pump filter sensor seal connector'),
      N('filler_neck', '@filler_neck cap hose valve grommet')
    ),
    S(
      'injection',
      N('injectors', 'valve seal o_ring cable connector'),
      N('fuel_rail', '@fuel_rail sensor valve bracket'),
      N('hp_pump', '@hp_pump housing gear seal o_ring pipe')
    ),
    S(
      'evap',
      N('canister', '@canister filter valve hose bracket'),
      N('fuel_lines', 'pipe hose clamp clip grommet', { q: FR })
    )
  ]),
  G(
    'exhaust',
    'mech',
    'platform',
    [
      S(
        'exhaust_front',
        N('exhaust_manifold', '@exhaust_manifold gasket stud sensor cover'),
        N('catalytic', '@catalytic gasket sensor clamp bracket'),
        N('dpf', '@dpf sensor pipe clamp', { optional: true })
      ),
      S(
        'exhaust_rear',
        N('silencer', '@silencer pipe clamp mount', { q: ['centre', 'rear'] }),
        N('exhaust_mounts', 'mount bracket damper', { q: FR }),
        N('egr', 'valve pipe housing gasket actuator')
      )
    ],
    { form: true }
  ),
  G('cooling', 'mech', 'platform', [
    S(
      'radiator',
      N('radiator', '@radiator hose mount bracket plug'),
      N('fan', 'motor housing bracket cable control_unit'),
      N('expansion_tank', '@expansion_tank cap hose sensor bracket')
    ),
    S(
      'coolant_pump',
      N('coolant_pump', '@coolant_pump impeller pulley gasket seal'),
      N('thermostat', '@thermostat valve o_ring sensor seal'),
      N('coolant_hoses', 'hose pipe clamp o_ring', { q: ['upper', 'lower'] })
    )
  ]),
  G(
    'transmission',
    'mech',
    'platform',
    [
      S(
        'clutch',
        N('clutch', 'bearing spring pin cover'),
        N('clutch_release', 'pump pipe hose bearing spring'),
        N('flywheel', '@flywheel gear damper pin sleeve')
      ),
      S(
        'gearbox',
        N('gearbox_housing', '@gearbox_housing gasket seal plug pin'),
        N('gear_shafts', 'shaft gear bearing sleeve spring pin'),
        N('gear_shift', 'link cable handle bush spring boot'),
        N('differential', '@differential gear shaft bearing housing seal')
      ),
      S(
        'driveshafts',
        N('drive_shaft', '@drive_shaft boot clamp seal damper', { q: LR }),
        N('prop_shaft', '@prop_shaft bearing mount boot', { only: ['estate', 'pickup'] })
      )
    ],
    { form: true }
  ),
  G('front_axle', 'mech', 'platform', [
    S(
      'front_susp',
      N('strut', '@strut damper spring mount bearing boot cap', { q: LR }),
      N('control_arm', '@control_arm bush ball_joint bracket', { q: LR }),
      N('stabilizer', '@stabilizer link bush bracket clamp'),
      N('subframe', '@subframe bracket bush mount')
    ),
    S('wheel_hub', N('wheel_hub', 'bearing housing sensor shaft', { q: ['fl', 'fr'] }))
  ]),
  G('rear_axle', 'mech', 'platform', [
    S(
      'rear_susp',
      N('axle_beam', '@axle_beam bush bracket mount link', { except: ['pickup'] }),
      N('shock_absorber', '@shock_absorber mount bush boot cap', { q: LR }),
      N('coil_spring', '@coil_spring mount cap', { except: ['van', 'pickup'] }),
      N('leaf_spring', '@leaf_spring bush bracket clamp', { only: ['van', 'pickup'], q: LR }),
      N('trailing_arm', '@trailing_arm bush bracket', { except: ['van', 'pickup'] })
    ),
    S('wheel_hub', N('wheel_hub', 'bearing housing sensor', { q: ['rl', 'rr'] }))
  ]),
  G('steering', 'mech', 'platform', [
    S(
      'steering_gear',
      N('steering_gear', '@steering_gear housing boot seal clamp'),
      N('tie_rod', '@tie_rod ball_joint boot', { q: LR }),
      N('power_steering', 'pump motor control_unit hose sensor')
    ),
    S(
      'steering_column',
      N('steering_column', '@steering_column shaft bearing bracket switch cover'),
      N('steering_wheel', '@steering_wheel cover switch cable emblem')
    )
  ]),
  G(
    'brakes',
    'mech',
    'platform',
    [
      S(
        'front_brakes',
        N('brake_disc', '@brake_disc cover bracket', { q: ['front'] }),
        N('brake_caliper', '@brake_caliper pads bleeder wear_sensor boot spring bracket', { q: ['fl', 'fr'] })
      ),
      S(
        'rear_brakes',
        N('brake_disc', '@brake_disc cover', { q: ['rear'], except: ['van', 'pickup'] }),
        N('brake_drum', '@brake_drum shoes spring pin cover', { only: ['van', 'pickup'], q: LR }),
        N('brake_caliper', '@brake_caliper pads bleeder boot bracket', { q: ['rl', 'rr'], except: ['van', 'pickup'] }),
        N('parking_brake', 'cable actuator link spring switch')
      ),
      S(
        'brake_hydraulics',
        N('master_cylinder', '@master_cylinder reservoir seal cap sensor'),
        N('abs_unit', '@abs_unit control_unit bracket mount connector'),
        N('brake_lines', 'pipe hose clip bracket', { q: FR }),
        N('brake_booster', '@brake_booster hose valve seal')
      )
    ],
    { form: true }
  ),
  G(
    'wheels',
    'mech',
    'platform',
    [
      S(
        'wheels',
        N('rims', '@rims wheel_bolt hub_cap tyre_valve'),
        N('tyres', '@tyres tyre_valve'),
        N('spare_wheel', '@spare_wheel bracket cover'),
        N('tpms', 'sensor tyre_valve control_unit', { optional: true })
      )
    ],
    { form: true }
  ),
  G('body', 'body', 'make', [
    S(
      'body_shell',
      N('front_end', '@front_end panel bracket clip'),
      N('side_panel', '@side_panel panel trim clip', { q: LR }),
      N('roof', '@roof panel weatherstrip trim'),
      N('floor_pan', '@floor_pan panel plug grommet'),
      N('rear_panel', '@rear_panel panel bracket')
    ),
    S(
      'doors',
      N('door', 'panel hinge lock handle striker weatherstrip glass motor', {
        q: ['fl', 'fr', 'rl', 'rr'],
        except: ['van']
      }),
      N('door', 'panel hinge lock handle striker weatherstrip glass motor', { q: ['fl', 'fr'], only: ['van'] }),
      N('sliding_door', '@sliding_door panel roller lock handle weatherstrip glass', { only: ['van'], q: LR })
    ),
    S(
      'lids',
      N('bonnet', '@bonnet hinge lock striker weatherstrip'),
      N('tailgate', '@tailgate hinge lock handle glass actuator', { except: ['pickup'] }),
      N('fuel_flap', '@fuel_flap actuator spring')
    ),
    S('bumpers', N('bumper', '@bumper bracket grille clip trim sensor', { q: FR })),
    S(
      'glazing',
      N('windscreen', '@windscreen weatherstrip clip sensor'),
      N('rear_window', '@rear_window weatherstrip element', { except: ['van'] }),
      N('mirror', '@mirror glass motor cover cable', { q: LR })
    )
  ]),
  G('interior', 'body', 'make', [
    S(
      'seats',
      N('front_seat', 'cushion backrest headrest motor switch cover', { q: LR }),
      N('rear_seat', 'cushion backrest headrest lock', { except: ['van'] })
    ),
    S(
      'dashboard',
      N('dashboard', '@dashboard bracket grille trim clip'),
      N('centre_console', '@centre_console trim switch cover clip'),
      N('glovebox', '@glovebox lock hinge bulb')
    ),
    S(
      'trim',
      N('door_trim', '@door_trim handle clip switch', { q: ['fl', 'fr', 'rl', 'rr'] }),
      N('headliner', '@headliner handle clip bulb'),
      N('carpet', '@carpet clip grommet')
    ),
    S(
      'restraints',
      N('airbags', 'control_unit connector bracket sensor'),
      N('seat_belts', 'buckle retractor bracket cover', { q: FR })
    )
  ]),
  G('electrical', 'body', 'make', [
    S(
      'power_supply',
      N('battery', '@battery bracket cable cover terminal'),
      N('alternator', '@alternator pulley bracket cable'),
      N('starter', '@starter cable bracket')
    ),
    S(
      'wiring',
      N('harness_engine', 'cable connector terminal grommet cable_tie clip'),
      N('harness_main', 'cable connector terminal grommet cable_tie clip fuse relay'),
      N('fuse_box', '@fuse_box fuse relay cover')
    ),
    S(
      'control_units',
      N('ecu', 'control_unit bracket connector'),
      N('bcm', 'control_unit bracket relay'),
      N('cluster', '@cluster cover bulb'),
      N('engine_sensors', 'sensor connector o_ring')
    ),
    S(
      'wipers',
      N('wiper_front', 'wiper_blade wiper_arm motor link cap'),
      N('washer', 'reservoir pump nozzle hose'),
      N('horn', '@horn bracket relay')
    )
  ]),
  G(
    'lighting',
    'body',
    'make',
    [
      S(
        'ext_lights',
        N('headlamp', '@headlamp bulb lens cover motor control_unit', { q: LR }),
        N('tail_lamp', '@tail_lamp bulb lens weatherstrip', { q: LR }),
        N('fog_lamp', '@fog_lamp bulb grille bracket', { optional: true })
      ),
      S('int_lights', N('int_lights', 'bulb lens switch cover', { q: FR }))
    ],
    { form: true }
  ),
  G('climate', 'body', 'make', [
    S(
      'heater',
      N('heater', '@heater element flap actuator housing'),
      N('blower', '@blower motor control_unit housing'),
      N('air_ducts', 'pipe grille flap clip', { q: FR })
    ),
    S(
      'ac',
      N('compressor', '@compressor pulley valve o_ring bracket'),
      N('condenser', '@condenser filter bracket'),
      N('ac_lines', 'pipe hose o_ring valve'),
      N('climate_control', '@climate_control switch control_unit bulb')
    )
  ]),
  G(
    'accessories',
    'body',
    'make',
    [
      S(
        'accessories',
        N('roof_rack', '@roof_rack bracket lock cover', { optional: true }),
        N('floor_mats', '@floor_mats clip', { optional: true }),
        N('safety_kit', '@safety_kit bracket'),
        N('mudflaps', '@mudflaps clip screw', { optional: true })
      )
    ],
    { form: true }
  ),
  G(
    'cargo',
    'body',
    'make',
    [
      S(
        'cargo',
        N('partition', '@partition bracket screw grille'),
        N('lashing', '@lashing bracket bolt'),
        N('cargo_floor', '@cargo_floor panel screw trim')
      )
    ],
    { only: ['van'] }
  ),
  G(
    'towing',
    'body',
    'make',
    [
      S(
        'towbar',
        N('towbar', '@towbar bracket bolt cover', { optional: true }),
        N('trailer_socket', '@trailer_socket cable connector control_unit', { optional: true })
      ),
      S(
        'load_bed',
        N('load_bed', '@load_bed panel bracket'),
        N('bed_tailgate', '@bed_tailgate hinge lock handle cable'),
        N('bed_liner', '@bed_liner clip screw')
      )
    ],
    { only: ['pickup'] }
  ),
  G('maintenance', 'service', 'platform', [], { kind: 'serviceParts' }),
  G('techdata', 'service', 'platform', [], { kind: 'nodesBlockData' }),
  G('bulletins', 'service', 'make', [], { kind: 'bulletins' })
]

/** Small standard parts: numbered in the shared standard-parts system, so every vehicle uses them. */
export const STANDARD_PARTS: ReadonlySet<TermKey> = new Set([
  'p_bolt',
  'p_nut',
  'p_washer',
  'p_screw',
  'p_stud',
  'p_clip',
  'p_clamp',
  'p_o_ring',
  'p_fuse',
  'p_relay',
  'p_bulb',
  'p_cable_tie',
  'p_terminal',
  'p_tyre_valve',
  'p_wheel_bolt',
  'p_grommet',
  'p_plug',
  'p_pin'
])

/** Fasteners that fill a node's rows after its main items, each with a size. */
export const FASTENERS: readonly TermKey[] = ['p_bolt', 'p_nut', 'p_washer', 'p_screw', 'p_stud', 'p_clip']

export const SIZES: Record<string, readonly string[]> = {
  p_bolt: ['M6x16', 'M6x20', 'M8x25', 'M8x30', 'M8x40', 'M10x35', 'M10x50', 'M12x1.5x60', 'M14x1.5x80'],
  p_nut: ['M6', 'M8', 'M10', 'M12x1.5', 'M14x1.5'],
  p_washer: ['6.4x12', '8.4x16', '10.5x20', '13x24'],
  p_screw: ['M5x12', 'M5x16', 'M6x12', '4.2x16', '4.8x19'],
  p_stud: ['M8x32', 'M8x45', 'M10x40'],
  p_clip: ['Ø 6 mm', 'Ø 8 mm', 'Ø 10 mm', '8x12 mm']
}
