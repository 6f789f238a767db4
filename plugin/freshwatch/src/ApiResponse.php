<?php
/**
 * One answer of the Freshwatch service.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * The status (0 when the service was not reached), the decoded JSON body, and the message to show when the
 * call failed: the service's own message where it sent one.
 */
final class ApiResponse {

	public int $status;

	/**
	 * @var mixed
	 */
	public $body;

	public ?string $error;

	/**
	 * True when no answer came in time: the service may still do what was asked.
	 */
	public bool $timed_out = false;

	/**
	 * @param int         $status HTTP status, 0 when there was none.
	 * @param mixed       $body   Decoded JSON.
	 * @param string|null $error  What went wrong; null on success.
	 */
	public function __construct( int $status, $body, ?string $error ) {
		$this->status = $status;
		$this->body   = $body;
		$this->error  = $error;
	}

	/**
	 * @param int    $status  HTTP status, 0 when there was none.
	 * @param string $message What went wrong.
	 * @param mixed  $body    Decoded JSON, if any.
	 */
	public static function failure( int $status, string $message, $body = null ): self {
		return new self( $status, $body, $message );
	}

	public function ok(): bool {
		return null === $this->error;
	}
}
