/**
 * The Freshwatch panel of the block editor's document sidebar.
 *
 * Plain JavaScript on the packages WordPress ships (no build step): the panel's fields are the post's meta
 * (_freshwatch_monitored, _freshwatch_schedule, _freshwatch_sources), edited with core/editor's editPost so that
 * a change marks the post as changed and is saved with it. The score, status and last check come from the
 * plugin's REST route (freshwatch/v1/posts/ID); "Check now" posts to freshwatch/v1/posts/ID/check, which answers
 * within a few seconds with the result or "queued", and the panel then asks again every few seconds. Results and
 * errors are editor notices (the core/notices store).
 *
 * @package Freshwatch
 */
( function ( wp, settings ) {
	'use strict';

	if ( ! wp || ! settings || ! wp.plugins || ! wp.editPost || ! wp.editPost.PluginDocumentSettingPanel ) {
		// WordPress older than 5.3 has no document settings panels; the classic meta box is there instead.
		return;
	}

	var el = wp.element.createElement;
	var Fragment = wp.element.Fragment;
	var useState = wp.element.useState;
	var useEffect = wp.element.useEffect;
	var useRef = wp.element.useRef;
	var useSelect = wp.data.useSelect;
	var useDispatch = wp.data.useDispatch;
	var apiFetch = wp.apiFetch;
	var __ = wp.i18n.__;
	var sprintf = wp.i18n.sprintf;
	var c = wp.components;

	var META_MONITORED = '_freshwatch_monitored';
	var META_SCHEDULE = '_freshwatch_schedule';
	var META_SOURCES = '_freshwatch_sources';
	var STATUS_LABELS = {
		fresh: __( 'fresh', 'freshwatch' ),
		needs_update: __( 'needs update', 'freshwatch' ),
		outdated: __( 'outdated', 'freshwatch' ),
	};
	// The status's traffic-light colours, as the web app and the Posts list show them (background, text).
	var STATUS_COLOURS = {
		fresh: [ '#dcfce7', '#166534' ],
		needs_update: [ '#fef9c3', '#854d0e' ],
		outdated: [ '#fee2e2', '#991b1b' ],
	};

	function notify( status, message, options ) {
		wp.data.dispatch( 'core/notices' ).createNotice( status, message, options || { type: 'snackbar' } );
	}

	function errorMessage( error ) {
		return error && error.message ? error.message : __( 'The request failed.', 'freshwatch' );
	}

	function formatDate( iso ) {
		var date = new Date( iso );
		return isNaN( date.getTime() ) ? iso : date.toLocaleString();
	}

	// ---- the schedule ----------------------------------------------------------------------------------------

	function numberField( label, value, onChange, min, max ) {
		return el( c.TextControl, {
			label: label,
			type: 'number',
			min: min,
			max: max,
			value: value === undefined ? '' : String( value ),
			onChange: function ( next ) {
				var parsed = parseInt( next, 10 );
				onChange( isNaN( parsed ) ? min : parsed );
			},
		} );
	}

	function timeField( schedule, change ) {
		return el( c.TextControl, {
			label: __( 'Time', 'freshwatch' ),
			type: 'time',
			value: schedule.time || '09:00',
			onChange: function ( time ) {
				change( { time: time } );
			},
		} );
	}

	function weekdayOptions() {
		return settings.weekdays.map( function ( day ) {
			return { value: day, label: day.charAt( 0 ).toUpperCase() + day.slice( 1 ) };
		} );
	}

	function ScheduleFields( props ) {
		var schedule = props.schedule;
		var change = function ( fields ) {
			props.onChange( Object.assign( {}, schedule, fields ) );
		};
		var kindOptions = [ { value: 'default', label: __( 'Use the global default', 'freshwatch' ) } ].concat(
			Object.keys( settings.scheduleKinds ).map( function ( kind ) {
				return { value: kind, label: settings.scheduleKinds[ kind ] };
			} )
		);
		var fields = [];
		switch ( schedule.type ) {
			case 'visitor_triggered':
				fields.push(
					numberField( __( 'Minimum time between checks (minutes)', 'freshwatch' ), schedule.minTimeBetweenChecks, function ( v ) {
						change( { minTimeBetweenChecks: v } );
					}, 1 ),
					el( c.TextControl, {
						label: __( 'Page pattern (optional, e.g. /blog/*)', 'freshwatch' ),
						value: schedule.pagePattern || '',
						onChange: function ( v ) {
							change( { pagePattern: v } );
						},
					} )
				);
				break;
			case 'daily':
				fields.push( timeField( schedule, change ) );
				break;
			case 'weekly':
				fields.push(
					el(
						'fieldset',
						{ key: 'days', className: 'freshwatch-panel__days' },
						el( 'legend', null, __( 'Days', 'freshwatch' ) ),
						settings.weekdays.map( function ( day ) {
							var days = schedule.daysOfWeek || [];
							return el( c.CheckboxControl, {
								key: day,
								label: day.charAt( 0 ).toUpperCase() + day.slice( 1 ),
								checked: days.indexOf( day ) !== -1,
								onChange: function ( on ) {
									var next = days.filter( function ( d ) {
										return d !== day;
									} );
									if ( on ) {
										next.push( day );
									}
									change( { daysOfWeek: settings.weekdays.filter( function ( d ) {
										return next.indexOf( d ) !== -1;
									} ) } );
								},
							} );
						} )
					),
					timeField( schedule, change )
				);
				break;
			case 'monthly':
				fields.push(
					el( c.SelectControl, {
						label: __( 'Repeat on', 'freshwatch' ),
						value: schedule.scheduleType || 'day_of_month',
						options: [
							{ value: 'day_of_month', label: __( 'Day of month', 'freshwatch' ) },
							{ value: 'weekday_of_month', label: __( 'Weekday of month', 'freshwatch' ) },
						],
						onChange: function ( v ) {
							change( v === 'weekday_of_month'
								? { scheduleType: v, weekPosition: schedule.weekPosition || 'first', weekDay: schedule.weekDay || 'monday', dayOfMonth: undefined }
								: { scheduleType: v, dayOfMonth: schedule.dayOfMonth || 1, weekPosition: undefined, weekDay: undefined } );
						},
					} )
				);
				if ( schedule.scheduleType === 'weekday_of_month' ) {
					fields.push(
						el( c.SelectControl, {
							label: __( 'Week', 'freshwatch' ),
							value: schedule.weekPosition || 'first',
							options: [ 'first', 'second', 'third', 'fourth', 'last' ].map( function ( p ) {
								return { value: p, label: p };
							} ),
							onChange: function ( v ) {
								change( { weekPosition: v } );
							},
						} ),
						el( c.SelectControl, {
							label: __( 'Weekday', 'freshwatch' ),
							value: schedule.weekDay || 'monday',
							options: weekdayOptions(),
							onChange: function ( v ) {
								change( { weekDay: v } );
							},
						} )
					);
				} else {
					fields.push( numberField( __( 'Day of month', 'freshwatch' ), schedule.dayOfMonth, function ( v ) {
						change( { dayOfMonth: v } );
					}, 1, 31 ) );
				}
				fields.push( timeField( schedule, change ) );
				break;
			case 'custom':
				fields.push(
					el( c.SelectControl, {
						label: __( 'Every', 'freshwatch' ),
						value: schedule.interval || 'weeks',
						options: [
							{ value: 'weeks', label: __( 'weeks', 'freshwatch' ) },
							{ value: 'months', label: __( 'months', 'freshwatch' ) },
						],
						onChange: function ( v ) {
							change( v === 'months'
								? { interval: v, dayOfMonth: schedule.dayOfMonth || 1, weekDay: undefined }
								: { interval: v, weekDay: schedule.weekDay || 'monday', dayOfMonth: undefined } );
						},
					} ),
					numberField( __( 'Interval', 'freshwatch' ), schedule.intervalValue, function ( v ) {
						change( { intervalValue: v } );
					}, 1 ),
					schedule.interval === 'months'
						? numberField( __( 'Day of month (months)', 'freshwatch' ), schedule.dayOfMonth, function ( v ) {
							change( { dayOfMonth: v } );
						}, 1, 31 )
						: el( c.SelectControl, {
							label: __( 'Weekday (weeks)', 'freshwatch' ),
							value: schedule.weekDay || 'monday',
							options: weekdayOptions(),
							onChange: function ( v ) {
								change( { weekDay: v } );
							},
						} ),
					timeField( schedule, change )
				);
				break;
		}
		return el(
			'div',
			{ className: 'freshwatch-panel__schedule' },
			el( c.SelectControl, {
				label: __( 'Check schedule', 'freshwatch' ),
				value: schedule.type || 'default',
				options: kindOptions,
				onChange: function ( kind ) {
					// A new kind starts from its own defaults, as the classic meta box does.
					props.onChange( kind === 'default' ? { type: 'default' } : Object.assign( {}, settings.scheduleDefaults[ kind ] ) );
				},
			} ),
			fields.map( function ( field, i ) {
				return el( Fragment, { key: i }, field );
			} )
		);
	}

	// ---- sources ---------------------------------------------------------------------------------------------

	function SourceFields( props ) {
		var sources = props.sources;
		var set = function ( index, fields ) {
			props.onChange( sources.map( function ( source, i ) {
				return i === index ? Object.assign( {}, source, fields ) : source;
			} ) );
		};
		return el(
			'div',
			{ className: 'freshwatch-panel__sources' },
			el( 'p', null, el( 'strong', null, __( 'External source URLs', 'freshwatch' ) ) ),
			sources.map( function ( source, index ) {
				return el(
					'div',
					{ key: index, className: 'freshwatch-panel__source' },
					el( c.TextControl, {
						label: __( 'Source URL', 'freshwatch' ),
						type: 'url',
						placeholder: 'https://',
						value: source.url || '',
						onChange: function ( url ) {
							set( index, { url: url } );
						},
					} ),
					el( c.TextControl, {
						label: __( 'Description (optional)', 'freshwatch' ),
						value: source.description || '',
						onChange: function ( description ) {
							set( index, { description: description } );
						},
					} ),
					el( c.Button, {
						variant: 'link',
						isDestructive: true,
						onClick: function () {
							props.onChange( sources.filter( function ( s, i ) {
								return i !== index;
							} ) );
						},
					}, __( 'Remove source', 'freshwatch' ) )
				);
			} ),
			el( c.Button, {
				variant: 'secondary',
				onClick: function () {
					props.onChange( sources.concat( [ { url: '', description: '' } ] ) );
				},
			}, __( 'Add source', 'freshwatch' ) )
		);
	}

	// ---- the result ------------------------------------------------------------------------------------------

	function List( props ) {
		if ( ! props.entries || ! props.entries.length ) {
			return null;
		}
		return el(
			Fragment,
			null,
			el( 'p', null, el( 'strong', null, props.title ) ),
			el( 'ul', { className: 'freshwatch-panel__list', style: { listStyle: 'disc', paddingLeft: '1.2em' } }, props.entries.map( function ( entry, i ) {
				return el( 'li', { key: i }, entry );
			} ) )
		);
	}

	function Result( props ) {
		var state = props.state;
		var last = state.lastCheck;
		if ( ! last ) {
			return el( 'p', { className: 'freshwatch-panel__not-checked' }, __( 'Not checked yet', 'freshwatch' ) );
		}
		if ( last.outcome === 'failed' ) {
			return el(
				'div',
				{ className: 'freshwatch-panel__failed' },
				el( 'p', null, el( 'strong', null, __( 'Check failed', 'freshwatch' ) ), last.error ? ': ' + last.error : '' ),
				last.at ? el( 'p', null, sprintf( /* translators: %s: date and time. */ __( 'Tried %s', 'freshwatch' ), formatDate( last.at ) ) ) : null
			);
		}
		var colours = STATUS_COLOURS[ state.status ] || STATUS_COLOURS.outdated;
		return el(
			'div',
			{ className: 'freshwatch-panel__result' },
			el(
				'p',
				null,
				el( 'strong', { className: 'freshwatch-panel__score', style: { color: colours[ 1 ], fontSize: '20px' } },
					state.score === null || state.score === 0 ? __( 'N/A', 'freshwatch' ) : state.score + '%' ),
				' ',
				state.status ? el( 'span', {
					className: 'freshwatch-panel__status freshwatch-status-' + state.status,
					style: { background: colours[ 0 ], color: colours[ 1 ], borderRadius: '999px', padding: '1px 8px', fontSize: '12px' },
				}, STATUS_LABELS[ state.status ] || state.status.replace( /_/g, ' ' ) ) : null
			),
			last.at ? el( 'p', null, sprintf( /* translators: %s: date and time of the last check. */ __( 'Checked %s', 'freshwatch' ), formatDate( last.at ) ) ) : null,
			el( List, { title: __( 'Top issues', 'freshwatch' ), entries: state.issues } ),
			el( List, { title: __( 'Recommendations', 'freshwatch' ), entries: state.recommendations } ),
			state.link ? el( 'p', null, el( c.ExternalLink, { href: state.link }, __( 'Open in Freshwatch', 'freshwatch' ) ) ) : null
		);
	}

	// ---- the panel -------------------------------------------------------------------------------------------

	function FreshwatchPanel() {
		var editor = useSelect( function ( select ) {
			var store = select( 'core/editor' );
			return {
				postId: store.getCurrentPostId(),
				meta: store.getEditedPostAttribute( 'meta' ) || {},
				saving: store.isSavingPost() && ! store.isAutosavingPost(),
			};
		}, [] );
		var editPost = useDispatch( 'core/editor' ).editPost;
		var stateHook = useState( null );
		var state = stateHook[ 0 ];
		var setState = stateHook[ 1 ];
		var checkingHook = useState( false );
		var checking = checkingHook[ 0 ];
		var setChecking = checkingHook[ 1 ];
		var wasSaving = useRef( false );
		var shownConnection = useRef( null );
		var path = '/freshwatch/v1/posts/' + editor.postId;

		// Resolves to the post's state, or null when it could not be read (which is a notice).
		function load() {
			return apiFetch( { path: path } ).then(
				function ( next ) {
					setState( next );
					return next;
				},
				function ( error ) {
					notify( 'error', errorMessage( error ) );
					return null;
				}
			);
		}

		useEffect( function () {
			if ( editor.postId ) {
				load();
			}
		}, [ editor.postId ] );

		// After a save, Sync has sent the post to the service: show what it answered.
		useEffect( function () {
			if ( wasSaving.current && ! editor.saving ) {
				load().then( function ( next ) {
					if ( next && next.syncError && wp.data.select( 'core/editor' ).didPostSaveRequestSucceed() ) {
						notify( 'error', sprintf( /* translators: %s: the service's message. */ __( 'Freshwatch could not update the page: %s', 'freshwatch' ), next.syncError ) );
					}
				} );
			}
			wasSaving.current = editor.saving;
		}, [ editor.saving ] );

		// The connection problem (service unreachable, key refused) that classic screens show as an admin notice.
		useEffect( function () {
			var message = state && state.connection;
			if ( message && shownConnection.current !== message ) {
				shownConnection.current = message;
				notify( 'error', message, { id: 'freshwatch-connection', isDismissible: true } );
			}
		}, [ state && state.connection ] );

		// While a check is queued, ask every few seconds until it has finished.
		useEffect( function () {
			if ( ! state || state.check.state !== 'queued' ) {
				return undefined;
			}
			var timer = setTimeout( function () {
				apiFetch( { path: path } ).then( function ( next ) {
					setState( next );
					if ( next.check.state !== 'queued' ) {
						announce( next );
					}
				}, function ( error ) {
					notify( 'error', errorMessage( error ) );
				} );
			}, settings.pollSeconds * 1000 );
			return function () {
				clearTimeout( timer );
			};
		}, [ state ] );

		function announce( result ) {
			if ( result.check.message ) {
				notify( 'error', sprintf( /* translators: %s: the service's message. */ __( 'Freshwatch could not check the page: %s', 'freshwatch' ), result.check.message ) );
			} else {
				notify( 'success', __( 'Freshwatch checked the page.', 'freshwatch' ) );
			}
		}

		function checkNow() {
			setChecking( true );
			apiFetch( { path: path + '/check', method: 'POST' } ).then( function ( result ) {
				setState( result );
				if ( result.check.state === 'queued' ) {
					notify( 'info', __( 'The check is queued: its result will appear in the Freshwatch panel.', 'freshwatch' ) );
				} else {
					announce( result );
				}
			}, function ( error ) {
				notify( 'error', sprintf( /* translators: %s: the reason. */ __( 'Freshwatch could not check the page: %s', 'freshwatch' ), errorMessage( error ) ) );
			} ).then( function () {
				setChecking( false );
			} );
		}

		function setMeta( key, value ) {
			var meta = {};
			meta[ key ] = value;
			editPost( { meta: meta } );
		}

		var monitored = !! editor.meta[ META_MONITORED ];
		var schedule = editor.meta[ META_SCHEDULE ] && editor.meta[ META_SCHEDULE ].type ? editor.meta[ META_SCHEDULE ] : { type: 'default' };
		var sources = Array.isArray( editor.meta[ META_SOURCES ] ) ? editor.meta[ META_SOURCES ] : [];
		var queued = state && state.check.state === 'queued';
		var busy = checking || queued;

		return el(
			wp.editPost.PluginDocumentSettingPanel,
			{ name: 'freshwatch-panel', title: __( 'Freshwatch', 'freshwatch' ), className: 'freshwatch-panel' },
			! settings.connected ? el( c.Notice, { status: 'warning', isDismissible: false },
				__( 'Freshwatch is not connected: ', 'freshwatch' ),
				el( 'a', { href: settings.settingsUrl }, __( 'Settings → Freshwatch', 'freshwatch' ) ) ) : null,
			! state ? el( c.Spinner, null ) : null,
			state && monitored && ! state.monitored ? el( 'p', null, __( 'Save the post to start monitoring it.', 'freshwatch' ) ) : null,
			state && state.monitored ? el(
				'div',
				{ className: 'freshwatch-panel__health', 'aria-live': 'polite', style: { marginBottom: '16px' } },
				el( Result, { state: state } ),
				state.paused ? el( 'p', { className: 'freshwatch-panel__paused' }, __( 'Monitoring is paused while the post is not published.', 'freshwatch' ) ) : null,
				state.paused ? null : el( 'p', null, el( c.Button, { variant: 'secondary', isBusy: busy, disabled: busy, onClick: checkNow },
					busy ? __( 'Checking…', 'freshwatch' ) : __( 'Check now', 'freshwatch' ) ), busy ? el( c.Spinner, null ) : null ),
				queued ? el( 'p', { className: 'freshwatch-panel__queued' }, __( 'Check queued: the result appears here when the service has finished.', 'freshwatch' ) ) : null
			) : null,
			el( c.ToggleControl, {
				label: __( 'Monitor with Freshwatch', 'freshwatch' ),
				checked: monitored,
				onChange: function ( on ) {
					setMeta( META_MONITORED, on );
				},
			} ),
			el( ScheduleFields, {
				schedule: schedule,
				onChange: function ( next ) {
					setMeta( META_SCHEDULE, next );
				},
			} ),
			el( SourceFields, {
				sources: sources,
				onChange: function ( next ) {
					setMeta( META_SOURCES, next );
				},
			} )
		);
	}

	wp.plugins.registerPlugin( 'freshwatch', { render: FreshwatchPanel, icon: 'chart-line' } );
} )( window.wp, window.freshwatchBlockEditor );
