<?php
/**
 * Check schedules, as the Freshwatch service knows them.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * The six schedule kinds with their default days and times, and the rules that turn form input into a schedule the
 * service accepts (invalid input falls back to the defaults, as the web app's schedule editor does).
 */
final class Schedule {

	const KINDS          = array( 'manual', 'visitor_triggered', 'daily', 'weekly', 'monthly', 'custom' );
	const WEEKDAYS       = array( 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday' );
	const WEEK_POSITIONS = array( 'first', 'second', 'third', 'fourth', 'last' );

	/**
	 * Labels of the kinds, for the schedule selects.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'manual'            => __( 'Manual only', 'freshwatch' ),
			'visitor_triggered' => __( 'When visitors view the page', 'freshwatch' ),
			'daily'             => __( 'Daily', 'freshwatch' ),
			'weekly'            => __( 'Weekly', 'freshwatch' ),
			'monthly'           => __( 'Monthly', 'freshwatch' ),
			'custom'            => __( 'Custom interval', 'freshwatch' ),
		);
	}

	/**
	 * A kind's schedule with every field at its default: time 09:00, 60 minutes between visitor-triggered
	 * checks, weekly on monday, monthly on day 1, custom every 2 weeks.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults( string $kind ): array {
		switch ( $kind ) {
			case 'visitor_triggered':
				return array(
					'type'                 => 'visitor_triggered',
					'minTimeBetweenChecks' => 60,
				);
			case 'daily':
				return array(
					'type' => 'daily',
					'time' => '09:00',
				);
			case 'weekly':
				return array(
					'type'       => 'weekly',
					'daysOfWeek' => array( 'monday' ),
					'time'       => '09:00',
				);
			case 'monthly':
				return array(
					'type'         => 'monthly',
					'scheduleType' => 'day_of_month',
					'dayOfMonth'   => 1,
					'time'         => '09:00',
				);
			case 'custom':
				return array(
					'type'          => 'custom',
					'interval'      => 'weeks',
					'intervalValue' => 2,
					'weekDay'       => 'monday',
					'time'          => '09:00',
				);
			default:
				return array( 'type' => 'manual' );
		}
	}

	/**
	 * A valid schedule from any input: an unknown kind becomes manual, each invalid field its default.
	 *
	 * @param array<string, mixed> $input Form fields or a decoded schedule.
	 * @return array<string, mixed>
	 */
	public static function sanitize( array $input ): array {
		$kind     = isset( $input['type'] ) && in_array( $input['type'], self::KINDS, true ) ? $input['type'] : 'manual';
		$schedule = self::defaults( $kind );
		$time     = isset( $input['time'] ) && is_string( $input['time'] ) && preg_match( '/^([01]\d|2[0-3]):[0-5]\d$/', $input['time'] ) ? $input['time'] : '09:00';

		switch ( $kind ) {
			case 'visitor_triggered':
				$minutes                          = isset( $input['minTimeBetweenChecks'] ) ? (int) $input['minTimeBetweenChecks'] : 60;
				$schedule['minTimeBetweenChecks'] = $minutes >= 1 ? $minutes : 60;
				$pattern                          = isset( $input['pagePattern'] ) && is_string( $input['pagePattern'] ) ? trim( sanitize_text_field( $input['pagePattern'] ) ) : '';
				if ( '' !== $pattern ) {
					$schedule['pagePattern'] = $pattern;
				}
				break;
			case 'daily':
				$schedule['time'] = $time;
				break;
			case 'weekly':
				$days                   = isset( $input['daysOfWeek'] ) && is_array( $input['daysOfWeek'] ) ? array_values( array_intersect( self::WEEKDAYS, $input['daysOfWeek'] ) ) : array();
				$schedule['daysOfWeek'] = $days ? $days : array( 'monday' );
				$schedule['time']       = $time;
				break;
			case 'monthly':
				if ( isset( $input['scheduleType'] ) && 'weekday_of_month' === $input['scheduleType'] ) {
					$schedule = array(
						'type'         => 'monthly',
						'scheduleType' => 'weekday_of_month',
						'weekPosition' => self::one_of( $input, 'weekPosition', self::WEEK_POSITIONS, 'first' ),
						'weekDay'      => self::one_of( $input, 'weekDay', self::WEEKDAYS, 'monday' ),
						'time'         => $time,
					);
				} else {
					$schedule['dayOfMonth'] = self::day_of_month( $input );
					$schedule['time']       = $time;
				}
				break;
			case 'custom':
				$value = isset( $input['intervalValue'] ) ? (int) $input['intervalValue'] : 2;
				if ( isset( $input['interval'] ) && 'months' === $input['interval'] ) {
					$schedule = array(
						'type'          => 'custom',
						'interval'      => 'months',
						'intervalValue' => $value >= 1 ? $value : 1,
						'dayOfMonth'    => self::day_of_month( $input ),
						'time'          => $time,
					);
				} else {
					$schedule['intervalValue'] = $value >= 1 ? $value : 1;
					$schedule['weekDay']       = self::one_of( $input, 'weekDay', self::WEEKDAYS, 'monday' );
					$schedule['time']          = $time;
				}
				break;
		}
		return $schedule;
	}

	/**
	 * A short description, for the list column and the dashboard.
	 *
	 * @param array<string, mixed> $schedule A sanitized schedule.
	 */
	public static function summary( array $schedule ): string {
		$labels = self::labels();
		$kind   = isset( $schedule['type'] ) && isset( $labels[ $schedule['type'] ] ) ? $schedule['type'] : 'manual';
		return $labels[ $kind ];
	}

	/**
	 * Whether a visitor-triggered schedule's pagePattern, when it has one, matches a request path. The pattern
	 * is a path with * wildcards (/blog/*); without a wildcard it must appear in the path.
	 *
	 * @param array<string, mixed> $schedule A sanitized schedule.
	 * @param string               $path     The request's path, e.g. /2026/01/hello-world/.
	 */
	public static function page_pattern_matches( array $schedule, string $path ): bool {
		if ( empty( $schedule['pagePattern'] ) ) {
			return true;
		}
		$pattern = (string) $schedule['pagePattern'];
		if ( false === strpos( $pattern, '*' ) ) {
			return false !== strpos( $path, $pattern );
		}
		$regex = '#^' . str_replace( '\*', '.*', preg_quote( $pattern, '#' ) ) . '$#';
		return 1 === preg_match( $regex, $path );
	}

	/**
	 * @param array<string, mixed> $input   Input.
	 * @param string               $field   Field name.
	 * @param string[]             $allowed Allowed values.
	 * @param string               $default Fallback.
	 */
	private static function one_of( array $input, string $field, array $allowed, string $default ): string {
		return isset( $input[ $field ] ) && in_array( $input[ $field ], $allowed, true ) ? $input[ $field ] : $default;
	}

	/**
	 * @param array<string, mixed> $input Input.
	 */
	private static function day_of_month( array $input ): int {
		$day = isset( $input['dayOfMonth'] ) ? (int) $input['dayOfMonth'] : 1;
		return $day >= 1 && $day <= 31 ? $day : 1;
	}
}
