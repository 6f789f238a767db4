<?php
/**
 * Pulls the monitored items' health from the service on a WP-Cron schedule.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Once an hour, one request (GET /api/content-items?ids=...) answers every monitored item, and the plugin's
 * table takes their scores, statuses, latest analyses and last checks. An item the service no longer has
 * (deleted in the web app) is no longer monitored here.
 *
 * Every five minutes a quick pull asks only for the items whose result is awaited: a 'Check now' left to finish
 * in the service, a visit that may have started a check, a scheduled check whose time has come. It makes no
 * request when none is awaited. A 'Check now' with no result after QUEUE_LIMIT is recorded as failed.
 */
class HealthPull {

	const CRON_HOOK       = 'freshwatch_pull_health';
	const QUICK_CRON_HOOK = 'freshwatch_pull_pending';
	const QUICK_INTERVAL  = 'freshwatch_five_minutes';

	/**
	 * Seconds a result is awaited before the quick pull stops looking.
	 */
	const QUEUE_LIMIT = 15 * 60;

	private Items $items;
	private ApiClient $client;

	public function __construct( Items $items, ApiClient $client ) {
		$this->items  = $items;
		$this->client = $client;
	}

	public function register(): void {
		add_action( self::CRON_HOOK, array( $this, 'pull' ) );
		add_action( self::QUICK_CRON_HOOK, array( $this, 'pull_pending' ) );
		add_filter( 'cron_schedules', array( $this, 'add_interval' ) );
		add_action( 'init', array( $this, 'schedule' ) );
	}

	/**
	 * @param array<string, array<string, mixed>> $schedules WP-Cron's intervals.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_interval( $schedules ): array {
		$schedules                         = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::QUICK_INTERVAL ] = array(
			'interval' => 5 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every five minutes', 'freshwatch' ),
		);
		return $schedules;
	}

	public function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + 60, 'hourly', self::CRON_HOOK );
		}
		if ( ! wp_next_scheduled( self::QUICK_CRON_HOOK ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, self::QUICK_INTERVAL, self::QUICK_CRON_HOOK );
		}
	}

	/**
	 * @return int How many items were updated; -1 when the service could not be asked.
	 */
	public function pull(): int {
		return $this->pull_rows(
			array_filter(
				$this->items->monitored(),
				function ( $row ) {
					return ! empty( $row['content_item_id'] );
				}
			)
		);
	}

	/**
	 * The quick pull: only the items whose result is awaited.
	 *
	 * @return int How many items were updated; -1 when the service could not be asked.
	 */
	public function pull_pending(): int {
		$now = gmdate( 'Y-m-d H:i:s' );
		return $this->pull_rows(
			array_filter(
				$this->items->monitored(),
				function ( $row ) use ( $now ) {
					return ! empty( $row['content_item_id'] ) && empty( $row['paused'] ) && self::awaits_result( $row, $now );
				}
			)
		);
	}

	/**
	 * The quick pull for one post whose 'Check now' is queued, while the block editor's panel waits for it: the
	 * same request and the same rules as pull_pending(), with a short timeout, as an editor's request runs it.
	 *
	 * @param int $post_id Post id.
	 * @param int $timeout Seconds.
	 * @return int 1 when the row was updated, 0 when nothing was awaited, -1 when the service could not be asked.
	 */
	public function pull_queued( int $post_id, int $timeout ): int {
		$row = $this->items->find( $post_id );
		if ( null === $row || ! $row['monitored'] || empty( $row['content_item_id'] ) || empty( $row['check_queued'] ) ) {
			return 0;
		}
		return $this->pull_rows( array( $post_id => $row ), $timeout );
	}

	/**
	 * @param array<string, mixed> $row A row.
	 * @param string               $now UTC, MySQL format.
	 */
	public static function awaits_result( array $row, string $now ): bool {
		return ! empty( $row['check_queued'] ) || ! empty( $row['awaiting_since'] )
			|| ( ! empty( $row['next_check_at'] ) && $row['next_check_at'] <= $now );
	}

	/**
	 * @param array<int, array<string, mixed>> $rows    Rows by post id, each with a content_item_id.
	 * @param int                              $timeout Seconds, for each request.
	 */
	private function pull_rows( array $rows, int $timeout = ApiClient::TIMEOUT ): int {
		if ( ! $rows ) {
			return 0;
		}
		$found = $this->client->items( array_map( 'strval', array_column( $rows, 'content_item_id' ) ), $timeout );
		if ( null === $found ) {
			return -1;
		}
		$updated = 0;
		foreach ( $rows as $post_id => $row ) {
			$id = (string) $row['content_item_id'];
			if ( isset( $found[ $id ] ) ) {
				$this->items->save( (int) $post_id, array_merge( Sync::health_fields( $found[ $id ] ), self::waits_resolved( $row, $found[ $id ] ) ) );
				++$updated;
			} else {
				$this->items->save(
					(int) $post_id,
					array(
						'monitored'       => 0,
						'content_item_id' => null,
						'check_queued'    => null,
						'awaiting_since'  => null,
						'sync_error'      => __( 'The item was deleted in Freshwatch.', 'freshwatch' ),
					)
				);
			}
		}
		return $updated;
	}

	/**
	 * Ends the waits the item answers: a check at or after the wait began, or a wait longer than QUEUE_LIMIT
	 * (a 'Check now' that never finished is then a failed check; a visit may simply have started none).
	 *
	 * @param array<string, mixed> $row  The row.
	 * @param array<string, mixed> $item The item as the service answers it.
	 * @return array<string, mixed>
	 */
	private static function waits_resolved( array $row, array $item ): array {
		$checked = Sync::last_check_at( $item );
		$expired = gmdate( 'Y-m-d H:i:s', time() - self::QUEUE_LIMIT );
		$fields  = array();
		foreach ( array( 'check_queued', 'awaiting_since' ) as $wait ) {
			if ( empty( $row[ $wait ] ) ) {
				continue;
			}
			if ( null !== $checked && $checked >= $row[ $wait ] ) {
				$fields[ $wait ] = null;
			} elseif ( $row[ $wait ] < $expired ) {
				$fields[ $wait ] = null;
				if ( 'check_queued' === $wait ) {
					$fields['check_outcome'] = Items::FAILED;
					$fields['check_error']   = __( 'The service did not finish the check within 15 minutes.', 'freshwatch' );
				}
			}
		}
		return $fields;
	}
}
